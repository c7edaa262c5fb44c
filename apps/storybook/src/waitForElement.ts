import { waitFor } from 'storybook/test';

/** Resolves with the first element matching `selector` once the screen has rendered it (5 s at most). */
export function waitForElement<E extends HTMLElement = HTMLElement>(
  root: HTMLElement,
  selector: string,
): Promise<E> {
  return waitFor(
    () => {
      const found = root.querySelector<E>(selector);
      if (!found) throw new Error(`No ${selector} rendered`);
      return found;
    },
    { timeout: 5000 },
  );
}

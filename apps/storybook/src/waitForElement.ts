/** Resolves with the first element matching `selector` once the screen has rendered it. */
export async function waitForElement<E extends HTMLElement = HTMLElement>(
  root: HTMLElement,
  selector: string,
): Promise<E> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = root.querySelector<E>(selector);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${selector} rendered`);
}

import type { Decorator } from '@storybook/react-vite';

/**
 * Puts every story inside a `main` landmark, as the pages that embed our components do (the
 * reference app's layout among them): landmarks belong to the host page, and axe's `region` rule
 * then checks the story as it sits in one.
 */
export const withMainLandmark: Decorator = (Story) => (
  <main>
    <Story />
  </main>
);

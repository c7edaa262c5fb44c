import { defineConfig } from 'vitest/config';

// Every story of the static build (`pnpm build` first) in Chromium, checked with axe. Separate
// from the unit projects, which run before anything is built: the test command runs it right
// after building Storybook.
export default defineConfig({
  test: {
    name: 'storybook-a11y',
    environment: 'node',
    include: ['a11y/**/*.a11y.ts'],
    // Includes the wait for a free page.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});

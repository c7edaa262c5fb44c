import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// End-to-end tests: Chromium against the built app and the sandbox API (e2e/harness). One server
// pair per run, started by the global setup; files run one at a time, as each drives a browser.
// Separate from the unit projects (vitest.config.ts at the root never includes *.e2e.ts).
export default defineConfig({
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'reference-app-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/harness/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // What a polled assertion waits for is the browser's next request or render, which on a busy
    // shared machine (the axe suite runs beside this one in CI) can take seconds, not vitest's 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});

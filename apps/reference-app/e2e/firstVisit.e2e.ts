import { describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

describe('first visit', () => {
  it('sends a visitor without a session from / to /login', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

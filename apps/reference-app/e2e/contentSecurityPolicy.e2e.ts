import { describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

declare global {
  interface Window {
    /** Violations of the page's Content-Security-Policy, as `<directive> <blocked URI>`. */
    cspViolations?: string[];
  }
}

describe('the content security policy', () => {
  it('is served with the app and lets a login journey run without a single violation', async () => {
    const apiOrigin = new URL(e2e.apiUrl).origin;
    const served = await fetch(`${e2e.appUrl}/login`);
    const policy = served.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain(`connect-src 'self' ${apiOrigin}`);
    expect(policy).toContain(`frame-src ${apiOrigin}`);
    expect(policy).toContain("frame-ancestors 'none'");

    const page = await e2e.newPage();
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    const opened = await page.goto('/login');
    expect(opened?.headers()['content-security-policy']).toBe(policy);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await e2e.loginAs('owner@example.com', page);
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The API's dashboard page in the app's iframe: frame-src here, frame-ancestors on the API's side.
    await page.getByRole('button', { name: 'Show the report view' }).click();
    await page
      .frameLocator('iframe[title="CPM report"]')
      .getByRole('heading', { level: 1, name: 'CPM dashboard' })
      .waitFor();
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  });
});

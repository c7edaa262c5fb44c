import { describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

describe('error catalogue (spec §8)', () => {
  it('warns about an ad blocker when advertiser URLs fail without an answer', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // What an ad blocker does: the request never gets an answer.
    await page.route(`${e2e.apiUrl}/companies/**`, (route) => route.abort('blockedbyclient'));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Reporting' })
      .click();
    const toast = page.getByRole('alertdialog').filter({ hasText: 'Do you have an Ad Blocker turned on?' });
    await toast.waitFor();
    expect(await toast.getByRole('button', { name: 'Dismiss' }).isVisible()).toBe(true);
  });

  it('logs out on a 403 and shows the server’s message when it asks for a toast', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.route(`${e2e.apiUrl}/companies/**`, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': e2e.appUrl },
        body: JSON.stringify({ Message: 'Your account is pending review', type: 'error', showToast: true }),
      }),
    );
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Team' })
      .click();
    await page.waitForURL((url) => url.pathname === '/login');
    const toast = page.getByRole('alertdialog').filter({ hasText: 'Signup issue' });
    await toast.getByText('Your account is pending review').waitFor();
    // The session is gone: a main screen asks for login again.
    await page.unroute(`${e2e.apiUrl}/companies/**`);
    await page.goto('/acme-audio.com/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('shows the server’s Message of a failed request as an error toast', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.route(`${e2e.apiUrl}/companies/*/teams`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': e2e.appUrl },
        body: JSON.stringify({ Message: 'The team is being updated, try again in a minute', type: 'error' }),
      }),
    );
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Team' })
      .click();
    await page
      .getByRole('alertdialog')
      .filter({ hasText: 'The team is being updated, try again in a minute' })
      .waitFor();
  });
});

import { describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

const GA4_PATH = '/acme-audio.com/integrations/ga4';

describe('GA4 connection through /ga4/callback', () => {
  it('connects Google Analytics when the user allows it on the consent page', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(GA4_PATH);
    await page.getByRole('button', { name: 'Connect Google Analytics' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === GA4_PATH && url.search === '');
    await page.getByRole('status').filter({ hasText: 'Google Analytics is connected.' }).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    expect(await page.title()).toBe('Earshot · Google Analytics 4');
  });

  it('says so when the user denies access', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(GA4_PATH);
    await page.getByRole('button', { name: 'Connect Google Analytics' }).click();
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL((url) => url.pathname === GA4_PATH);
    await page.getByRole('status').filter({ hasText: 'access was denied' }).waitFor();
  });
});

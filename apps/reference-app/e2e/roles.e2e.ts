import { describe, expect, it } from 'vitest';
import { firstCampaignLink } from './harness/flows.ts';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

const ACME_UUID = '5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e01';

describe('roles', () => {
  it('shows a view-only user everything read-only', async () => {
    const page = await e2e.loginAs('viewer@example.com');
    await page.goto('/acme-audio.com/campaigns');
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'You have view-only access to Acme Audio' }).waitFor();
    // The data is there to read, with no way to create, and in an editor that changes nothing.
    await page.getByRole('table', { name: 'Campaigns' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('link', { name: 'New campaign' }).count()).toBe(0);
    await page.goto('/acme-audio.com/assets');
    await page.getByRole('searchbox', { name: 'Search assets' }).waitFor();
    expect(await page.getByRole('link', { name: 'Upload audio' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Generate audio' }).count()).toBe(0);
    await page.goto('/acme-audio.com/campaigns');
    await firstCampaignLink(page).click();
    await page
      .getByRole('note')
      .filter({ hasText: 'You can view this campaign but not change it.' })
      .waitFor();
  });

  it('lets an editor create', async () => {
    const page = await e2e.loginAs('editor@example.com');
    await page.goto('/acme-audio.com/campaigns');
    const create = page.getByRole('link', { name: 'New campaign' });
    await create.waitFor();
    expect(await create.getAttribute('aria-disabled')).toBeNull();
    expect(await page.getByText('view-only access').count()).toBe(0);
  });

  it('lets an admin open a foreign advertiser by uuid, impersonate a user and come back', async () => {
    const page = await e2e.loginAs('admin@earshot.dev');
    await page.waitForURL((url) => url.pathname === '/no-advertisers');

    await page.goto(`/${ACME_UUID}/dashboard`);
    await page.getByRole('status').filter({ hasText: 'Temporary admin access to Acme Audio.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${ACME_UUID}/dashboard`);

    await page.getByRole('button', { name: 'Account: Ada Admin' }).click();
    await page.getByRole('menuitem', { name: 'Admin tools' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin tools' });
    await dialog.getByRole('searchbox', { name: 'User e-mail' }).fill('viewer@example.com');
    await dialog.getByRole('searchbox', { name: 'User e-mail' }).press('Enter');
    await dialog.getByRole('button', { name: 'Impersonate viewer@example.com' }).click();

    await page.waitForURL((url) => url.pathname === '/acme-audio.com/dashboard');
    const bar = page.getByRole('region', { name: 'You are acting as viewer@example.com.' });
    await bar.waitFor();
    await page.getByRole('status').filter({ hasText: 'view-only access to Acme Audio' }).waitFor();

    await bar.getByRole('button', { name: 'Back to my account' }).click();
    await page.waitForURL((url) => url.pathname === '/no-advertisers');
    await page.getByRole('heading', { level: 2, name: 'Impersonate a user' }).waitFor();
    expect(await page.getByText('You are acting as').count()).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

const UNDER_DELIVERY = 'Weekend Drive — Radio is on course to spend less than its budget';

describe('campaign alerts', () => {
  it('shows a view-only user the predicted under-delivery on the dashboard, without dismissing', async () => {
    const page = await e2e.loginAs('viewer@example.com');
    await page.goto('/acme-audio.com/dashboard');
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await alerts.getByText(UNDER_DELIVERY).waitFor();
    expect(await alerts.getByRole('button', { name: /^Dismiss/ }).count()).toBe(0);
  });

  it('leads the owner to the campaign, and dismisses the alert', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto('/acme-audio.com/dashboard');
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await alerts.getByText(UNDER_DELIVERY).waitFor();
    await alerts.getByRole('link', { name: 'View campaign: Weekend Drive — Radio' }).click();
    await page.waitForURL((url) =>
      /\/acme-audio\.com\/campaigns\/[^/]+\/general-information$/.test(url.pathname),
    );
    await page.goBack();
    await alerts.getByRole('button', { name: `Dismiss: ${UNDER_DELIVERY}` }).click();
    await alerts.getByText(UNDER_DELIVERY).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('region', { name: 'Alerts' }).waitFor();
    expect(await page.getByText(UNDER_DELIVERY).count()).toBe(0);
  });
});

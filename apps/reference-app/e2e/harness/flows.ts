import type { Locator, Page } from 'playwright-core';

/** The link of the first campaign in the campaign list the page shows. */
export function firstCampaignLink(page: Page): Locator {
  return page.getByRole('table', { name: 'Campaigns' }).getByRole('row').nth(1).getByRole('link').first();
}

/**
 * From the admin tools of a page logged in as an admin (on `/no-advertisers`), impersonates `email`
 * and resolves once the app shows the impersonation banner on the user's dashboard at `dashboardPath`.
 */
export async function impersonate(page: Page, email: string, dashboardPath: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'User e-mail' });
  await search.fill(email);
  await search.press('Enter');
  await page.getByRole('button', { name: `Impersonate ${email}` }).click();
  await page.waitForURL((url) => url.pathname === dashboardPath);
  await page.getByRole('region', { name: `You are acting as ${email}.` }).waitFor();
}

import { describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

describe('signup', () => {
  it('asks a user whose only advertiser has no website for it, then opens its dashboard', async () => {
    const page = await e2e.loginAs('newcomer@example.com');
    await page.waitForURL((url) => url.pathname === '/signup');
    await page.getByRole('heading', { level: 1, name: 'Finish your signup' }).waitFor();

    const website = page.getByRole('textbox', { name: 'Website' });
    await website.fill('not a website');
    await page.getByRole('button', { name: 'Finish signup' }).click();
    await page.getByText('Enter a website, e.g. example.com').waitFor();

    await website.fill('newcomer-studio.com');
    await page.getByRole('button', { name: 'Finish signup' }).click();
    await page.waitForURL((url) => url.pathname === '/newcomer-studio.com/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.title()).toBe('Earshot · Dashboard');
  });
});

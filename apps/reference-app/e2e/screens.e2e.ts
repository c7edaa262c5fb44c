import { describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

describe('screens of the package in their routes', () => {
  it('shows the onboarding checklist of an advertiser that is not onboarded', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto('/bluebird.coffee/onboarding');
    await page.getByText('Get started with Earshot').waitFor();
    const addAsset = page.getByRole('link', { name: 'Add an asset' });
    expect(await addAsset.getAttribute('href')).toBe('/bluebird.coffee/assets/new');
  });

  it('lists assets and creatives with the package screens, and opens the audio generator', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto('/acme-audio.com/assets');
    await page.getByRole('link', { name: 'Upload audio' }).waitFor();
    await page.getByRole('link', { name: 'Generate audio' }).click();
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/assets/generate/new');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/acme-audio.com/creatives');
    await page.getByRole('heading', { level: 1, name: 'Creatives' }).waitFor();
  });

  it('redirects assets/new-creative to the uploader at assets/new', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto('/acme-audio.com/assets/new-creative');
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/assets/new');
    await page.getByText('Drop audio files here').first().waitFor();
    expect(await page.title()).toBe('Earshot · Upload audio · Assets');
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sineWav } from './harness/audioFiles.ts';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();
const ACME = '/acme-audio.com';

/** Chooses `file` through the file picker that pressing `trigger` opens, as a user does. */
async function choose(
  page: Page,
  trigger: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), trigger.click()]);
  await chooser.setFiles(file);
}

describe('the creative studio', () => {
  it('flags a too-loud upload, normalizes it, builds a creative on the copy and copies its VAST tag', async () => {
    const page = await e2e.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await e2e.loginAs('owner@example.com', page);
    await page.goto(`${ACME}/assets/new`);
    const name = `Loud jingle ${Date.now()}`;

    // Dropped in, the file is measured in the browser at once: far too loud for IAB.
    await choose(page, page.getByRole('button', { name: 'Browse files' }), {
      name: `${name}.wav`,
      mimeType: 'audio/wav',
      buffer: sineWav(6, 1000, 0.95),
    });
    const row = page.getByRole('listitem', { name: `${name}.wav` });
    await row.getByText('Not ready for IAB').first().waitFor();
    const loudness = row.getByRole('listitem').filter({ hasText: 'Loudness' });
    await loudness.getByText('Fail').waitFor();
    expect(await loudness.textContent()).toMatch(/Measured: −\d+(\.\d)? LUFS · Expected: −16 LUFS ± 2 LU/);
    await row.getByText(`${name}.wav was uploaded.`).waitFor();

    // The server measured it too; normalizing makes a copy that passes.
    await page.goto(`${ACME}/assets`);
    await page
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .first()
      .click();
    await page.getByText('Not ready for IAB').first().waitFor();
    await page.getByRole('button', { name: 'Normalize for IAB' }).click();
    const copy = page.getByRole('region', { name: 'New asset, normalized for IAB' }).or(
      page
        .locator('section, div')
        .filter({ has: page.getByText('New asset, normalized for IAB') })
        .last(),
    );
    await copy.getByText('Ready for IAB').first().waitFor();
    const copyLink = copy.getByRole('link').first();
    const copyName = (await copyLink.textContent())?.trim() ?? '';
    expect(copyName).toContain(name);
    await copyLink.click();
    await page.getByText('Normalized from').waitFor();
    await page.getByText('Ready for IAB').first().waitFor();

    // A creative on the normalized copy, and its VAST tag, which opens without a session.
    await page.goto(`${ACME}/creatives/new`);
    const creative = `Studio creative ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(creative);
    await page.getByRole('button', { name: /Audio asset/ }).click();
    await page.getByRole('option', { name: copyName }).click();
    await page.getByRole('button', { name: 'Save creative' }).click();
    await page.waitForURL((url) => /\/creatives\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('button', { name: `Copy VAST tag URL of ${creative}` }).click();
    await page.getByText(`Copied the VAST tag URL of ${creative}`).waitFor();
    const tagUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(tagUrl).toMatch(/\/creatives\/[0-9a-f-]{36}\/vast\?key=[0-9a-f]{32}$/);
    const tag = await fetch(tagUrl);
    expect(tag.status).toBe(200);
    const xml = await tag.text();
    expect(xml).toMatch(/<VAST [^>]*version="4.2"/);
    expect(xml).toMatch(/<Ad [^>]*adType="audio"/);
  });
});

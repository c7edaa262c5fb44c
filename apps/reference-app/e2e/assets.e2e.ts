import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sineWav } from './harness/audioFiles.ts';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();
const ASSETS = '/acme-audio.com/assets';
const CREATIVES = '/acme-audio.com/creatives';

/** A real PNG of `width`×`height`, drawn and encoded by the page's own canvas. */
async function canvasPng(page: Page, width: number, height: number): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.fillStyle = '#1d4ed8';
      context.fillRect(0, 0, w, h);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    [width, height] as const,
  );
  return Buffer.from(bytes);
}

/** Resolves once the creative preview shows an image stored by the sandbox, `width` pixels wide. */
async function previewImageStored(page: Page, width: number): Promise<void> {
  await page.waitForFunction((expected) => {
    const image = document.querySelector<HTMLImageElement>('section[aria-label="Preview"] img');
    return Boolean(image?.src.startsWith('http') && image.complete && image.naturalWidth === expected);
  }, width);
}

type ChosenFile = { name: string; mimeType: string; buffer: Buffer } | string;

/** Chooses `file` through the file picker that pressing `trigger` opens, as a user does. */
async function choose(page: Page, trigger: Locator, file: ChosenFile): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), trigger.click()]);
  await chooser.setFiles(file);
}

/** Resolves once `audio` is playing and its clock has moved past half a second. */
async function expectPlays(audio: Locator): Promise<void> {
  await audio.evaluate(async (element: HTMLAudioElement) => {
    if (element.paused) await element.play();
  });
  await audio.evaluate(
    (element: HTMLAudioElement) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`stuck at ${element.currentTime}s`)), 10_000);
        const check = () => {
          if (!element.paused && element.currentTime > 0.5) {
            clearTimeout(timer);
            resolve();
          } else requestAnimationFrame(check);
        };
        check();
      }),
  );
}

/** Collects the requests that would store a file: asset or creative creation and uploads. */
function watchUploads(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && /\/(assets|creatives|uploads)$/.test(path)) writes.push(path);
  });
  return writes;
}

describe('assets and creatives in the browser against the sandbox', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'earshot-assets-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('uploads a real audio file with progress, plays it back and finds it in the list', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(`${ASSETS}/new`);
    // Slow the upload down so its progress is seen between 0 and 100 percent.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 96 * 1024,
    });
    const name = `Sine jingle ${Date.now()}`;
    await choose(page, page.getByRole('button', { name: 'Browse files' }), {
      name: `${name}.wav`,
      mimeType: 'audio/wav',
      buffer: sineWav(4),
    });
    const row = page.getByRole('listitem', { name: `${name}.wav` });
    await page.waitForFunction(() => {
      const value = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
      return value > 0 && value < 100;
    });
    await row.getByText(`${name}.wav was uploaded.`).waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await row.getByText('Duration: 0:04').waitFor();
    const uploadedPlayer = row.getByRole('group', { name: `Listen to ${name}.wav` });
    await uploadedPlayer.getByRole('button', { name: `Play ${name}.wav` }).click();
    await expectPlays(uploadedPlayer.locator('audio'));

    await page.goto(ASSETS);
    await page.getByRole('searchbox', { name: 'Search assets' }).fill(name);
    const listed = page.getByRole('row', { name: new RegExp(name) });
    await listed.getByRole('cell', { name: '0:04' }).waitFor();
    await listed.getByRole('button', { name: `Play ${name}` }).click();
    await page.getByText(`Now playing: ${name}`).waitFor();
    // The player loads the file, draws its waveform and starts on its own: its button then pauses.
    const player = page.getByRole('group', { name: `Listen to ${name}` });
    await player.getByRole('button', { name: `Pause ${name}` }).waitFor();
    await expectPlays(player.locator('audio'));
  });

  it('generates a version from a script, plays it and keeps it as the asset', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(`${ASSETS}/generate/new-audio`);
    await page.waitForURL((url) => url.pathname === `${ASSETS}/generate/new`);
    const name = `Morning read ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: /Voice/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Script' }).fill('Good morning. Fresh coffee is ready at Acme.');
    await page.getByRole('button', { name: 'Generate a version' }).click();
    const version = page.getByRole('listitem', { name: /^Version 1/ });
    const versionPlayer = version.getByRole('group', { name: 'Listen to version 1' });
    await versionPlayer.getByRole('button', { name: 'Play version 1' }).click();
    await expectPlays(versionPlayer.locator('audio'));
    await version.getByRole('button', { name: 'Keep version 1' }).click();
    await page.waitForURL((url) => /\/assets\/generate\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByText('The asset uses this version.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
  });

  it('creates a creative from an audio file and a companion image of the right size, and lists it', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(`${CREATIVES}/new`);
    const name = `Spring creative ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await choose(page, page.getByRole('button', { name: 'Upload an audio file' }), {
      name: 'spring.wav',
      mimeType: 'audio/wav',
      buffer: sineWav(3, 523),
    });
    const chooseImage = page.getByRole('button', { name: 'Choose a companion image' });
    await choose(page, chooseImage, {
      name: 'square.png',
      mimeType: 'image/png',
      buffer: await canvasPng(page, 200, 200),
    });
    await page.getByText('The image is 200×200 pixels: a companion ad must be 300×250, 640×640.').waitFor();
    await choose(page, chooseImage, {
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: await canvasPng(page, 300, 250),
    });
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('img', { name: 'Companion display ad' }).waitFor();
    await page.getByRole('button', { name: 'Save creative' }).click();
    await page.waitForURL((url) => new RegExp(`^${CREATIVES}/[0-9a-f-]{36}$`).test(url.pathname));
    // The stored image comes back from the sandbox at its pixel size, beside the stored audio.
    await previewImageStored(page, 300);
    const player = preview.getByRole('group', { name: `Listen to ${name}` });
    await player.getByRole('button', { name: `Play ${name}` }).click();
    await expectPlays(player.locator('audio'));

    await page.goto(CREATIVES);
    const listed = page.getByRole('row', { name: new RegExp(name) });
    await listed.getByRole('cell', { name: 'banner.png' }).waitFor();
    await listed.getByRole('cell', { name: 'Ready' }).waitFor();
  });

  it("replaces an existing creative's companion image under the policy its update answers", async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(`${CREATIVES}/new`);
    const name = `Replaced creative ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await choose(page, page.getByRole('button', { name: 'Upload an audio file' }), {
      name: 'replaced.wav',
      mimeType: 'audio/wav',
      buffer: sineWav(2),
    });
    await choose(page, page.getByRole('button', { name: 'Choose a companion image' }), {
      name: 'first.png',
      mimeType: 'image/png',
      buffer: await canvasPng(page, 300, 250),
    });
    await page.getByRole('button', { name: 'Save creative' }).click();
    await page.waitForURL((url) => new RegExp(`^${CREATIVES}/[0-9a-f-]{36}$`).test(url.pathname));

    await choose(page, page.getByRole('button', { name: 'Replace the companion image' }), {
      name: 'square.png',
      mimeType: 'image/png',
      buffer: await canvasPng(page, 640, 640),
    });
    await page.getByRole('button', { name: 'Save creative' }).click();
    await page.getByText('Creative saved').waitFor();
    // Once uploaded, the image comes back from the sandbox's storage, not from the chosen file.
    await previewImageStored(page, 640);
    await page.goto(CREATIVES);
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('cell', { name: 'square.png' })
      .waitFor();
  });

  it('refuses a wrong-type and an oversized file before any upload, with clear messages', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(`${ASSETS}/new`);
    const writes = watchUploads(page);
    const browse = page.getByRole('button', { name: 'Browse files' });
    await choose(page, browse, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('no audio'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'notes.txt is not an audio file: choose an MP3, WAV, MP4, AAC or Ogg file.' })
      .waitFor();

    // Past the 50 MB the storage service accepts: a WAV header, then a sparse tail.
    const huge = join(folder, 'long-read.wav');
    await writeFile(huge, sineWav(1));
    await truncate(huge, 51 * 1024 * 1024);
    await choose(page, browse, huge);
    await page
      .getByRole('alert')
      .filter({ hasText: 'long-read.wav is 51 MB: a file may be up to 50 MB.' })
      .waitFor();
    expect(writes).toEqual([]);
  });
});

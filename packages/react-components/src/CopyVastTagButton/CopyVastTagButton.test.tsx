import '@testing-library/jest-dom/vitest';
import type { Schema } from '@earshot/sdk-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { creativeFixture, TEST_ADVERTISER } from '../../test/assetFixtures.ts';
import { json, startServer } from '../../test/httpServer.ts';
import { renderWithServer } from '../../test/renderWithServer.tsx';
import { CreativeEditor } from '../CreativeEditor/CreativeEditor.tsx';
import { CreativeList } from '../CreativeList/CreativeList.tsx';
import { COPIED_FOR_MS } from './CopyVastTagButton.tsx';

vi.setConfig({ testTimeout: 20_000 });

const READY = creativeFixture({ name: 'Spring sale', display_filename: null, display_url: null });
const WAITING = creativeFixture({
  id: 'c0000000-0000-4000-8000-000000000002',
  name: 'Autumn teaser',
  status: 'pending_upload',
  audio_url: null,
});

/** Puts a clipboard that records what is written (or refuses to) on `navigator`, for this test only. */
function mockClipboard(writeText: (text: string) => Promise<void> = async () => undefined) {
  const clipboard = { writeText: vi.fn(writeText) };
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard.writeText;
}

describe('Copy VAST tag URL', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let creatives: Schema<'Creative'>[] = [];
  /** The creatives the server lists, the ready one's audio stored on the server itself. */
  const listed = () => [{ ...READY, audio_url: `${server.url}/v1/uploads/spot.mp3` }, WAITING];
  const tagUrl = (id: string) =>
    `${server.url}/v1/companies/${TEST_ADVERTISER}/creatives/${id}/vast?key=0123456789abcdef0123456789abcdef`;

  beforeAll(async () => {
    server = await startServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://api').pathname;
      const base = `/v1/companies/${TEST_ADVERTISER}`;
      // The preview's player asks for the audio across origins; no bytes are needed here.
      if (path.startsWith('/v1/uploads/')) {
        const status = request.method === 'OPTIONS' ? 204 : 404;
        return void response.writeHead(status, { 'access-control-allow-origin': '*' }).end();
      }
      if (path === `${base}/creatives`) return json(response, 200, creatives);
      if (path === `${base}/assets`) return json(response, 200, []);
      const one = creatives.find((creative) => path === `${base}/creatives/${creative.id}`);
      if (one) return json(response, 200, one);
      json(response, 404, { Message: 'Not found', type: 'error' });
    });
    creatives = listed();
  });
  afterAll(() => server.close());
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'clipboard');
  });

  it('copies the tag URL of a ready creative from the list, says "Copied", then offers to copy again', async () => {
    const user = userEvent.setup();
    const writeText = mockClipboard();
    renderWithServer(<CreativeList advertiserId={TEST_ADVERTISER} />, { serverUrl: server.url });

    const copy = await screen.findByRole('button', { name: 'Copy VAST tag URL of Spring sale' });
    expect(copy).toHaveTextContent('Copy VAST tag URL');
    // A creative still waiting for its audio has no tag to copy yet.
    expect(screen.getByRole('button', { name: 'Copy VAST tag URL of Autumn teaser' })).toBeDisabled();

    await user.click(copy);
    expect(writeText).toHaveBeenCalledExactlyOnceWith(tagUrl(READY.id));
    const copied = await screen.findByRole('button', { name: 'Copied: VAST tag URL of Spring sale' });
    expect(copied).toHaveTextContent('Copied');
    expect(copied).toHaveAttribute('data-copied', 'true');
    // The toast region's code loads with the first toast.
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Copied the VAST tag URL of Spring sale')).toBeVisible();

    await waitFor(() => expect(copied).toHaveTextContent('Copy VAST tag URL'), {
      timeout: COPIED_FOR_MS + 2000,
    });
    expect(copied).not.toHaveAttribute('data-copied');
  });

  it('shows the URL to copy by hand where the clipboard refuses', async () => {
    const user = userEvent.setup();
    mockClipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    renderWithServer(<CreativeList advertiserId={TEST_ADVERTISER} />, { serverUrl: server.url });

    await user.click(await screen.findByRole('button', { name: 'Copy VAST tag URL of Spring sale' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(
      await within(region).findByText(
        `The VAST tag URL could not be copied. Copy it from here: ${tagUrl(READY.id)}`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy VAST tag URL of Spring sale' })).not.toHaveAttribute(
      'data-copied',
    );
  });

  it('offers the copy in the editor of a saved creative, to read-only members too, in their language', async () => {
    const user = userEvent.setup();
    const writeText = mockClipboard();
    renderWithServer(<CreativeEditor advertiserId={TEST_ADVERTISER} creativeId={READY.id} isReadOnly />, {
      serverUrl: server.url,
      locale: 'de',
    });

    await user.click(await screen.findByRole('button', { name: 'VAST-Tag-URL kopieren: Spring sale' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(tagUrl(READY.id));
    expect(
      await screen.findByRole('button', { name: 'Kopiert: VAST-Tag-URL von Spring sale' }),
    ).toHaveTextContent('Kopiert');
    expect(screen.getByText('VAST-Tag-URL von Spring sale kopiert')).toBeVisible();
  });

  it('is not offered for a creative that is not saved yet', async () => {
    renderWithServer(<CreativeEditor advertiserId={TEST_ADVERTISER} creativeId="new" />, {
      serverUrl: server.url,
    });
    expect(await screen.findByRole('button', { name: 'Save creative' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /VAST/ })).toBeNull();
  });
});

import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { creativeFixture, TEST_ADVERTISER } from '../../test/assetFixtures.ts';
import { json, startServer } from '../../test/httpServer.ts';
import { readJson, readText } from '../../test/readBody.ts';
import { renderWithServer } from '../../test/renderWithServer.tsx';
import { CreativeEditor } from './CreativeEditor.tsx';

const ADVERTISER = TEST_ADVERTISER;
const CORS = { 'access-control-allow-origin': '*' };
const stored = creativeFixture();
const CREATIVE = stored.id;

vi.setConfig({ testTimeout: 20_000 });

describe('CreativeEditor', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let created: Record<string, unknown>[];
  let updated: Record<string, unknown>[];
  let uploads: string[];
  let refuseImages: boolean;
  beforeAll(async () => {
    server = await startServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      if (url.pathname.startsWith('/storage/')) {
        if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
        const form = await readText(request, 'latin1');
        uploads.push(`${url.pathname} ${/filename="([^"]+)"/.exec(form)?.[1]}`);
        const refused = refuseImages && url.pathname === '/storage/display';
        return void response.writeHead(refused ? 403 : 204, CORS).end();
      }
      if (url.pathname === `/v1/companies/${ADVERTISER}/assets`) return json(response, 200, []);
      if (url.pathname === `/v1/companies/${ADVERTISER}/creatives` && request.method === 'POST') {
        const body = await readJson(request);
        created.push(body);
        const policy = (name: string) => ({ url: `${server.url}/storage/${name}`, fields: { key: name } });
        return json(response, 201, {
          creativeId: CREATIVE,
          creative: { ...stored, ...body },
          s3_data: policy('audio'),
          s3_displayad: policy('display'),
        });
      }
      const policy = (name: string) => ({ url: `${server.url}/storage/${name}`, fields: { key: name } });
      if (
        url.pathname === `/v1/companies/${ADVERTISER}/creatives/${CREATIVE}` &&
        request.method === 'PATCH'
      ) {
        const body = await readJson(request);
        updated.push(body);
        return json(response, 200, {
          creative: { ...stored, ...body },
          s3_data: body.audio_filename ? policy('audio') : null,
          s3_displayad: body.display_filename ? policy('display') : null,
        });
      }
      if (url.pathname === `/v1/companies/${ADVERTISER}/creatives/${CREATIVE}`)
        return json(response, 200, stored);
      if (request.method === 'DELETE' && url.pathname === `/v1/creatives/${CREATIVE}`) {
        return void response.writeHead(204).end();
      }
      json(response, 404, { Message: 'Not found', type: 'error' });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    created = [];
    updated = [];
    uploads = [];
    refuseImages = false;
  });

  const readImageSize = async (file: File) =>
    file.name.includes('wide') ? { width: 728, height: 90 } : { width: 300, height: 250 };
  const render = (creativeId: string, onNavigate = vi.fn()) => {
    const view = renderWithServer(
      <CreativeEditor
        advertiserId={ADVERTISER}
        creativeId={creativeId}
        basePath="/acme/creatives"
        readImageSize={readImageSize}
      />,
      { serverUrl: server.url, onNavigate },
    );
    const inputs = () => view.container.querySelectorAll<HTMLInputElement>('input[type="file"]');
    return {
      chooseAudio: (file: File) => userEvent.upload(inputs()[0] as HTMLInputElement, file),
      chooseImage: (file: File) => userEvent.upload(inputs()[1] as HTMLInputElement, file),
    };
  };
  const audio = new File([new Uint8Array(64)], 'spot.mp3', { type: 'audio/mpeg' });
  const image = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' });

  it('creates a creative and uploads its audio and companion image under their policies', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const { chooseAudio, chooseImage } = render('new', onNavigate);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring sale');
    await chooseAudio(audio);
    await chooseImage(image('banner.png'));
    expect(await screen.findByRole('img', { name: 'Companion display ad' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Listen to Spring sale' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save creative' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(`/acme/creatives/${CREATIVE}`));
    expect(created).toEqual([
      {
        name: 'Spring sale',
        asset_uuid: null,
        audio_filename: 'spot.mp3',
        display_filename: 'banner.png',
        click_url: null,
      },
    ]);
    expect(uploads).toEqual(['/storage/audio spot.mp3', '/storage/display banner.png']);
  });

  it('refuses a companion image of another pixel size or type before any upload', async () => {
    const { chooseImage } = render('new');
    await chooseImage(image('wide.png'));
    expect(
      await screen.findByText('The image is 728×90 pixels: a companion ad must be 300×250, 640×640.'),
    ).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Companion display ad' })).toBeNull();
    expect(uploads).toEqual([]);
  });

  it('asks for audio and reports an upload that fails', async () => {
    refuseImages = true;
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const { chooseAudio, chooseImage } = render('new', onNavigate);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring sale');
    await user.click(screen.getByRole('button', { name: 'Save creative' }));
    expect(
      await screen.findByText('A creative needs audio: choose an asset or upload an audio file.'),
    ).toBeVisible();
    expect(created).toEqual([]);
    await chooseAudio(audio);
    await chooseImage(image('banner.png'));
    await user.click(screen.getByRole('button', { name: 'Save creative' }));
    expect(await screen.findByText('The banner.png could not be uploaded at the moment')).toBeVisible();
    expect(onNavigate).not.toHaveBeenCalled();

    // Saving again sends the image to the creative already made, instead of making another.
    refuseImages = false;
    await user.click(screen.getByRole('button', { name: 'Save creative' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(`/acme/creatives/${CREATIVE}`));
    expect(created).toHaveLength(1);
    expect(updated).toEqual([{ name: 'Spring sale', click_url: null, display_filename: 'banner.png' }]);
    expect(uploads).toEqual([
      '/storage/audio spot.mp3',
      '/storage/display banner.png',
      '/storage/display banner.png',
    ]);
  });

  it('says in one sentence what a new creative needs before there is anything to preview', async () => {
    const { chooseAudio } = render('new');
    const preview = within(await screen.findByRole('region', { name: 'Preview' }));
    expect(preview.getByRole('paragraph')).toHaveTextContent(
      /^Nothing to preview yet: upload an audio file, and a companion image if you have one\.$/,
    );
    await chooseAudio(audio);
    expect(await preview.findByRole('group', { name: 'Listen to this creative' })).toBeVisible();
    expect(preview.getByText(/^No companion display ad\.$/)).toBeVisible();
  });

  it('previews an existing creative’s audio and image together', async () => {
    render(CREATIVE);
    const preview = within(await screen.findByRole('region', { name: 'Preview' }));
    expect(preview.getByRole('group', { name: 'Listen to Spring sale' })).toBeVisible();
    expect(preview.getByRole('img', { name: 'Companion display ad' })).toHaveAttribute(
      'src',
      stored.display_url,
    );
  });

  it('replaces the audio and the image of an existing creative under the policies its update answers', async () => {
    const user = userEvent.setup();
    const { chooseAudio, chooseImage } = render(CREATIVE);
    await screen.findByRole('button', { name: 'Replace the audio file' });
    await chooseAudio(new File([new Uint8Array(64)], 'spot-v2.wav', { type: 'audio/wav' }));
    await chooseImage(image('wide.png'));
    expect(
      await screen.findByText('The image is 728×90 pixels: a companion ad must be 300×250, 640×640.'),
    ).toBeVisible();
    await chooseImage(image('banner-v2.png'));
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    await waitFor(() =>
      expect(preview.getByRole('img', { name: 'Companion display ad' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save creative' }));
    await screen.findByText('Creative saved');
    expect(updated).toEqual([
      {
        name: 'Spring sale',
        click_url: null,
        asset_uuid: null,
        audio_filename: 'spot-v2.wav',
        display_filename: 'banner-v2.png',
      },
    ]);
    expect(uploads).toEqual(['/storage/audio spot-v2.wav', '/storage/display banner-v2.png']);
  });

  it('keeps a replacement image that fails to upload, to send again with the next save', async () => {
    refuseImages = true;
    const user = userEvent.setup();
    const { chooseImage } = render(CREATIVE);
    await screen.findByRole('button', { name: 'Replace the companion image' });
    await chooseImage(image('banner-v2.png'));
    await user.click(screen.getByRole('button', { name: 'Save creative' }));
    expect(await screen.findByText('The banner-v2.png could not be uploaded at the moment')).toBeVisible();
    refuseImages = false;
    await user.click(screen.getByRole('button', { name: 'Save creative' }));
    await waitFor(() =>
      expect(uploads).toEqual(['/storage/display banner-v2.png', '/storage/display banner-v2.png']),
    );
    expect(updated.map((body) => body.display_filename)).toEqual(['banner-v2.png', 'banner-v2.png']);
  });

  it('refuses an image or audio file past its upload limit before any upload', async () => {
    const { chooseAudio, chooseImage } = render(CREATIVE);
    await screen.findByRole('button', { name: 'Replace the audio file' });
    await chooseImage(new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('huge.png is 3 MB: a companion image may be up to 2 MB.')).toBeVisible();
    const long = new File([new Uint8Array(8)], 'long.wav', { type: 'audio/wav' });
    Object.defineProperty(long, 'size', { value: 60 * 1024 * 1024 });
    await chooseAudio(long);
    expect(await screen.findByText('long.wav is 60 MB: an audio file may be up to 50 MB.')).toBeVisible();
    expect(uploads).toEqual([]);
    expect(updated).toEqual([]);
  });

  it('deletes an existing creative after confirming and goes back to the list', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(CREATIVE, onNavigate);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/acme/creatives'));
    expect(server.received).toContain(`DELETE /v1/creatives/${CREATIVE}`);
  });
});

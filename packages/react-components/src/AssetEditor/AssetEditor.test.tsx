import '@testing-library/jest-dom/vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assetFixture, TEST_ADVERTISER } from '../../test/assetFixtures.ts';
import { enabledControls } from '../../test/enabledControls.ts';
import { json, startServer } from '../../test/httpServer.ts';
import { readJson } from '../../test/readBody.ts';
import { renderWithServer } from '../../test/renderWithServer.tsx';
import { AssetEditor } from './AssetEditor.tsx';

const ADVERTISER = TEST_ADVERTISER;
const stored = assetFixture();
const UUID = stored.uuid;

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

describe('AssetEditor', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let patches: Record<string, unknown>[];
  let deleted: string[];
  beforeAll(async () => {
    server = await startServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      if (url.pathname !== `/v1/companies/${ADVERTISER}/assets/${UUID}`) {
        return json(response, 404, { Message: 'Not found', type: 'error' });
      }
      if (request.method === 'PATCH') {
        const body = await readJson(request);
        patches.push(body);
        if (body.name === 'taken') {
          return json(response, 422, {
            Message: 'Invalid',
            type: 'error',
            fields: { name: 'asset.name.max' },
          });
        }
        return json(response, 200, { ...stored, ...body });
      }
      if (request.method === 'DELETE') {
        deleted.push(UUID);
        return void response.writeHead(204).end();
      }
      json(response, 200, stored);
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    patches = [];
    deleted = [];
  });

  const render = (assetId: string, onNavigate = vi.fn(), isReadOnly = false) =>
    renderWithServer(
      <AssetEditor
        advertiserId={ADVERTISER}
        assetId={assetId}
        basePath="/acme/assets"
        isReadOnly={isReadOnly}
      />,
      { serverUrl: server.url, onNavigate },
    );

  it('shows the uploaded asset with its player and details', async () => {
    render(UUID);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Spring sale');
    expect(screen.getByRole('group', { name: 'Listen to Spring sale' })).toBeVisible();
    expect(screen.getByText('spring-sale.mp3')).toBeVisible();
    expect(screen.getByText('0:30')).toBeVisible();
    expect(screen.getByText('Ready')).toBeVisible();
  });

  it('renames the asset', async () => {
    const user = userEvent.setup();
    render(UUID);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Spring sale 30s');
    await user.click(screen.getByRole('button', { name: 'Save asset' }));
    await waitFor(() => expect(patches).toEqual([{ name: 'Spring sale 30s' }]));
  });

  it('checks the name before saving and shows the server’s field errors', async () => {
    const user = userEvent.setup();
    render(UUID);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save asset' }));
    expect(await screen.findByText('Asset name is required.')).toBeVisible();
    expect(patches).toEqual([]);
    await user.type(name, 'taken');
    await user.click(screen.getByRole('button', { name: 'Save asset' }));
    expect(await screen.findByText('Asset name must be at most 200 characters.')).toBeVisible();
  });

  it('deletes the asset after confirming and goes back to the list', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(UUID, onNavigate);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/acme/assets'));
    expect(deleted).toEqual([UUID]);
  });

  it('offers the uploader for a new asset', async () => {
    render('new');
    expect(screen.getByRole('heading', { name: 'Upload audio' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeVisible();
    expect(server.received.at(-1)).not.toContain('/assets/new');
  });

  it('refuses files to read-only roles, whose uploads the server refuses', async () => {
    render('new', vi.fn(), true);
    expect(screen.getByRole('heading', { name: 'Upload audio' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeDisabled();
    expect(enabledControls(document.body)).toEqual([]);
  });

  it('shows read-only roles the asset with no enabled control', async () => {
    render(UUID, vi.fn(), true);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Spring sale');
    expect(enabledControls(document.body)).toEqual([]);
  });

  it('says when the asset cannot be loaded', async () => {
    render('a0000000-0000-4000-8000-000000000009');
    expect(await screen.findByText('The asset could not be loaded.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to assets' })).toHaveAttribute('href', '/acme/assets');
  });
});

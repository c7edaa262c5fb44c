import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { readJson } from '../../test/readBody.ts';
import { renderWithServer } from '../../test/renderWithServer.tsx';
import { PlaylistEditor } from './PlaylistEditor.tsx';

const ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const SAVED_ID = 'b0000000-0000-4000-8000-000000000001';
const saved = {
  id: SAVED_ID,
  advertiser_id: ADVERTISER,
  name: 'Morning shows',
  type: 'radio',
  inventory_ids: ['radio-7'],
  searches: [],
  tags: ['am'],
  inventory_size: 1,
  reach: 52_000,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const document = (id: string, name: string, type: string) => ({
  id,
  name,
  supply: 'Signal Media',
  type,
  description: '',
  dealid: 'deal-a',
  exchange: 'earshot',
  open: true,
  genres: ['news'],
  audience_size: 48_000,
  weekly_impressions: 190_000,
  cpm_floor: 14.5,
});

// Interactive flows type and click through whole forms: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('PlaylistEditor', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let bodies: { method: string; body: unknown }[] = [];
  let rejectName = false;
  beforeAll(async () => {
    server = await startServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      if (url.pathname.startsWith('/search/collections/')) {
        const collection = url.pathname.split('/')[3];
        const type = collection?.replace('_v2', '') ?? 'podcast';
        const ids = /^id:=\[(.*)\]$/.exec(url.searchParams.get('filter_by') ?? '')?.[1]?.split(',');
        const docs = ids
          ? ids.map((id) => document(id, `Station ${id}`, type))
          : [document(`${type}-1`, `First ${type}`, type)];
        return json(response, 200, {
          found: docs.length,
          page: 1,
          out_of: 10,
          search_time_ms: 1,
          hits: docs.map((doc) => ({ document: doc })),
          facet_counts: [],
        });
      }
      if (url.pathname === `/v1/companies/${ADVERTISER}`) {
        return json(response, 200, {
          uuid: ADVERTISER,
          name: 'Acme',
          url: 'acme.example',
          deals: ['deal-a'],
        });
      }
      if (url.pathname === `/v1/companies/${ADVERTISER}/playlists/${SAVED_ID}` && request.method === 'GET') {
        return json(response, 200, saved);
      }
      if (url.pathname.startsWith(`/v1/companies/${ADVERTISER}/playlists`)) {
        const body = await readJson(request);
        bodies.push({ method: request.method ?? '', body });
        if (rejectName) {
          return json(response, 422, {
            Message: 'Check the highlighted fields',
            type: 'error',
            code: 'validation_failed',
            fields: { name: 'playlist.name.required' },
          });
        }
        return json(response, request.method === 'POST' ? 201 : 200, {
          ...saved,
          ...(body as object),
          id: request.method === 'POST' ? 'b0000000-0000-4000-8000-000000000002' : SAVED_ID,
        });
      }
      json(response, 404, { Message: 'Not found', type: 'error' });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    bodies = [];
    rejectName = false;
  });

  const render = (playlistId: string, onNavigate = vi.fn(), isReadOnly = false) =>
    renderWithServer(
      <PlaylistEditor
        advertiserId={ADVERTISER}
        playlistId={playlistId}
        isReadOnly={isReadOnly}
        basePath="/acme.example/inventory"
        search={{ baseUrl: `${server.url}/search`, apiKey: 'search-key', fetch: nodeFetch }}
      />,
      { serverUrl: server.url, onNavigate },
    );

  it('builds a new playlist from the search and creates it', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render('new', onNavigate);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Podcast picks');
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'q3{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Add First podcast' }));
    expect(screen.getByRole('heading', { name: '1 item' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add this search to the playlist' }));
    await user.click(screen.getByRole('button', { name: 'Save playlist' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      method: 'POST',
      body: {
        name: 'Podcast picks',
        type: 'podcast',
        tags: ['q3'],
        inventory_ids: ['podcast-1'],
        searches: [
          { collection: 'podcast_v2', q: '*', filter_by: 'open:=true && dealid:=[deal-a]', facets: {} },
        ],
      },
    });
    await waitFor(() =>
      expect(onNavigate).toHaveBeenCalledWith('/acme.example/inventory/b0000000-0000-4000-8000-000000000002'),
    );
  });

  it('checks the name before saving', async () => {
    const user = userEvent.setup();
    render('new');
    await user.click(await screen.findByRole('button', { name: 'Save playlist' }));
    expect(await screen.findByText('Playlist name is required.')).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('loads a saved playlist, keeps its type and updates it', async () => {
    const user = userEvent.setup();
    render(SAVED_ID);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Morning shows');
    expect(await screen.findByText('Station radio-7')).toBeVisible();
    expect(screen.getByText('The type of a saved playlist cannot change.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Station radio-7' }));
    await user.clear(name);
    await user.type(name, 'Drive time');
    await user.click(screen.getByRole('button', { name: 'Save playlist' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      method: 'PATCH',
      body: { name: 'Drive time', tags: ['am'], inventory_ids: [], searches: [] },
    });
  });

  it('shows a read-only member the playlist, its tags and items, with no way to change them', async () => {
    render(SAVED_ID, vi.fn(), true);
    expect(await screen.findByText('Station radio-7')).toBeVisible();
    const tags = screen.getByRole('grid', { name: 'Tags ID' });
    expect(tags).toHaveTextContent('am');
    expect(screen.queryByRole('textbox', { name: 'New tag' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Station radio-7' })).toBeNull();
    // The search results are there to read, without an Add button.
    expect(await screen.findByText('First radio')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
  });

  it('shows each item’s listeners and CPM floor, and the combined reach as last saved', async () => {
    const user = userEvent.setup();
    render(SAVED_ID);
    const station = (await screen.findByText('Station radio-7')).closest('li') as HTMLElement;
    expect(station).toHaveTextContent('48K listeners/week');
    expect(station).toHaveTextContent('CPM floor $14.50');
    expect(screen.getByText('Combined reach: 52K listeners a week')).toBeVisible();
    expect(
      screen.getByText('Each listener counts once, however many of these shows they hear.'),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Add First radio' }));
    expect(screen.getByText('As last saved: save the playlist to update it.')).toBeVisible();
  });

  it('asks to save a new playlist to see its combined reach', async () => {
    const user = userEvent.setup();
    render('new');
    await user.click(await screen.findByRole('button', { name: 'Add First podcast' }));
    expect(screen.getByText('Save the playlist to see its combined reach.')).toBeVisible();
    expect(screen.queryByText(/Combined reach:/)).toBeNull();
  });

  it('shows the server’s field errors next to the fields', async () => {
    const user = userEvent.setup();
    rejectName = true;
    render(SAVED_ID);
    await user.click(await screen.findByRole('button', { name: 'Save playlist' }));
    expect(await screen.findByText('Playlist name is required.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Morning shows');
  });

  it('names the missing playlist id', () => {
    render('');
    expect(screen.getByRole('alert')).toHaveTextContent('Missing required parameter playlist id');
  });
});

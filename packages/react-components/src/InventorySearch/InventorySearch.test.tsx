import '@testing-library/jest-dom/vitest';
import type { InventoryItem } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { InventorySearch } from './InventorySearch.tsx';

const item = (id: string, name: string, genres: string[], audience_size = 48_000): InventoryItem => ({
  id,
  name,
  supply: 'Signal Media',
  type: 'podcast',
  description: `${name} every day`,
  dealid: 'deal-a',
  exchange: 'earshot',
  open: true,
  genres,
  episode_count: 120,
  frequency: 5,
  audience_size,
  weekly_impressions: audience_size * 4,
  cpm_floor: 14.5,
});

const catalogue = [
  item('pod-1', 'Daily News', ['news']),
  item('pod-2', 'Laugh Track', ['comedy', 'true-crime'], 1_250_000),
];

// Interactive flows type and click through whole forms: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('InventorySearch', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let queries: URLSearchParams[] = [];
  beforeAll(async () => {
    server = await startServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://search');
      if (request.headers['x-typesense-api-key'] !== 'search-key') {
        return json(response, 401, { message: 'Forbidden' });
      }
      queries.push(url.searchParams);
      const filter = url.searchParams.get('filter_by') ?? '';
      const vector = url.searchParams.get('vector_query');
      const hits = catalogue
        .filter((doc) => !filter.includes('genres:=[comedy]') || doc.genres.includes('comedy'))
        .filter((doc) => !vector?.includes(`id: ${doc.id}`))
        .map((document) => (vector ? { document, vector_distance: 0.125 } : { document }));
      json(response, 200, {
        found: hits.length,
        page: Number(url.searchParams.get('page')),
        out_of: catalogue.length,
        search_time_ms: 1,
        hits,
        facet_counts: [
          {
            field_name: 'genres',
            counts: [
              { value: 'news', count: 1 },
              { value: 'comedy', count: 1 },
              { value: 'true-crime', count: 1 },
            ],
          },
          {
            field_name: 'exchange',
            counts: [
              { value: 'adswizz', count: 1 },
              { value: 'open-audio', count: 1 },
            ],
          },
          {
            field_name: 'supply',
            counts: Array.from({ length: 12 }, (_, index) => ({
              value: `Network ${index + 1}`,
              count: 12 - index,
            })),
          },
          { field_name: 'dealid', counts: [{ value: 'deal-a', count: 2 }] },
        ],
      });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    queries = [];
  });

  const render = (props: Partial<Parameters<typeof InventorySearch>[0]> = {}, locale = 'en') =>
    renderWithProvider(
      <InventorySearch
        search={{ baseUrl: `${server.url}/search`, apiKey: 'search-key', fetch: nodeFetch }}
        collection="podcast_v2"
        deals={['deal-a', 'deal-b']}
        {...props}
      />,
      { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }), locale },
    );

  it('searches open inventory in the advertiser’s deals with facets and hidden facets left out', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Daily News' })).toBeVisible();
    const first = queries[0];
    expect(first?.get('filter_by')).toBe('open:=true && dealid:=[deal-a,deal-b]');
    expect(first?.get('facet_by')).toBe('genres,exchange,supply');
    expect(first?.get('max_facet_values')).toBe('50');
    expect([first?.get('q'), first?.get('page'), first?.get('per_page')]).toEqual(['*', '1', '10']);
    expect(screen.getByRole('checkbox', { name: 'Comedy (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /deal-a/ })).toBeNull();
    expect(screen.getByText('2 results')).toBeVisible();
  });

  it('names genres and exchanges, in the facets and the results, in the provider locale', async () => {
    render({}, 'de');
    const laughs = (await screen.findByRole('heading', { name: 'Laugh Track' })).closest('li');
    expect(laughs).toHaveTextContent('Comedy, Wahre Verbrechen');
    const genres = within(screen.getByRole('group', { name: 'Genres' }));
    // The checkbox is named in German and carries the value the search filters by.
    expect(genres.getByRole('checkbox', { name: 'Wahre Verbrechen (1)' })).toHaveAttribute(
      'value',
      'true-crime',
    );
    const exchanges = within(screen.getByRole('group', { name: 'Börse' }));
    expect(exchanges.getByRole('checkbox', { name: 'AdsWizz (1)' })).toBeInTheDocument();
    expect(screen.queryByText(/true-crime|True Crime|adswizz/)).toBeNull();
  });

  it('shows the first eight values of a long facet and the rest behind Show all, keeping chosen ones in sight', async () => {
    const user = userEvent.setup();
    render();
    const suppliers = within(await screen.findByRole('group', { name: 'Supply' }));
    expect(suppliers.getAllByRole('checkbox')).toHaveLength(8);
    const toggle = suppliers.getByRole('button', { name: 'Show all 12' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(suppliers.getAllByRole('checkbox')).toHaveLength(12);
    await user.click(suppliers.getByRole('checkbox', { name: 'Network 11 (2)' }));
    await user.click(suppliers.getByRole('button', { name: 'Show fewer' }));
    // Collapsed again: the first eight and the chosen eleventh.
    expect(suppliers.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      ...Array.from({ length: 8 }, (_, index) => `Network ${index + 1}`),
      'Network 11',
    ]);
  });

  it('shows a value the catalogue does not know yet readably, never as a slug', async () => {
    render();
    expect(await screen.findByRole('checkbox', { name: 'News (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Open audio (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^(news|open-audio) / })).toBeNull();
  });

  it('shows what each item offers in a week and its CPM floor in dollars', async () => {
    render();
    const daily = (await screen.findByRole('heading', { name: 'Daily News' })).closest('li');
    expect(daily).toHaveTextContent('48K listeners/week');
    expect(daily).toHaveTextContent('192K impressions/week');
    expect(daily).toHaveTextContent('CPM floor $14.50');
    const laughs = screen.getByRole('heading', { name: 'Laugh Track' }).closest('li');
    expect(laughs).toHaveTextContent('1.3M listeners/week');
    expect(laughs).toHaveTextContent('5M impressions/week');
  });

  it('filters by a facet and a range, and saves the search', async () => {
    const user = userEvent.setup();
    const onSaveSearch = vi.fn();
    render({ onSaveSearch });
    await user.click(await screen.findByRole('checkbox', { name: 'Comedy (1)' }));
    await user.type(screen.getByRole('textbox', { name: 'Episodes: at least' }), '100');
    await user.tab();
    await waitFor(() =>
      expect(queries.at(-1)?.get('filter_by')).toBe(
        'open:=true && dealid:=[deal-a,deal-b] && genres:=[comedy] && episode_count:>=100',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Daily News' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add this search to the playlist' }));
    expect(onSaveSearch).toHaveBeenCalledWith({
      collection: 'podcast_v2',
      q: '*',
      filter_by: 'open:=true && dealid:=[deal-a,deal-b] && genres:=[comedy] && episode_count:>=100',
      facets: { genres: ['comedy'] },
    });
  });

  it('adds items and finds more like one by vector similarity', async () => {
    const user = userEvent.setup();
    const onAddItem = vi.fn();
    render({ onAddItem, addedIds: new Set(['pod-2']) });
    await user.click(await screen.findByRole('button', { name: 'Add Daily News' }));
    expect(onAddItem).toHaveBeenCalledWith(catalogue[0]);
    expect(screen.getByRole('button', { name: 'Laugh Track added' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More like Daily News' }));
    expect(await screen.findByText('Inventory like Daily News')).toBeVisible();
    expect(queries.at(-1)?.get('vector_query')).toBe('embedding:([], id: pod-1)');
    expect(queries.at(-1)?.get('filter_by')).toBe('open:=true && dealid:=[deal-a,deal-b]');
    expect(await screen.findByText(/Distance 0\.125/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to the search' }));
    expect(await screen.findByRole('heading', { name: 'Daily News' })).toBeVisible();
  });

  it('says so when the search fails', async () => {
    renderWithProvider(
      <InventorySearch
        search={{ baseUrl: `${server.url}/search`, apiKey: 'wrong-key', fetch: nodeFetch }}
        collection="radio_v2"
        deals={[]}
      />,
      { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The inventory search failed');
  });
});

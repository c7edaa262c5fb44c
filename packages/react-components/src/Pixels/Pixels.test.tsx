import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { PIXEL_URL_MESSAGES } from '@earshot/validators';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { stubViewportObserver, viewport } from '../../test/viewportObserver.ts';
import pixelsEnglish from '../i18n/pixels/en.json';
import {
  createInMemoryPixelsApi,
  PIXELS_ADVERTISER_ID,
  type PixelsApiSeed,
} from '../testing/inMemoryPixelsApi.ts';
import { Pixels } from './Pixels.tsx';

vi.setConfig({ testTimeout: 20_000 });

const SEED: PixelsApiSeed = {
  events: [
    { name: 'page_view', type: 'page_view', count: 45 },
    { name: 'purchase', type: 'conversion', count: 3 },
  ],
  partners: ['AppsFlyer', 'Branch'],
};

function renderPixels(seed: PixelsApiSeed = SEED, { isReadOnly = false, locale = 'en' } = {}) {
  const api = createInMemoryPixelsApi(seed);
  const view = renderWithProvider(<Pixels advertiserId={PIXELS_ADVERTISER_ID} isReadOnly={isReadOnly} />, {
    client: {
      baseUrl: 'https://api.example.test/v1',
      tokenStore: createMemoryTokenStore(),
      fetch: api.fetch,
    },
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    locale,
  });
  return { ...view, api };
}

const section = (name: string) =>
  screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement;

/** The ids that more than one element of the document carries. */
const duplicateIds = () => {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  return ids.filter((id, index) => ids.indexOf(id) !== index);
};

stubViewportObserver();

describe('Pixels', () => {
  it('shows the snippet with the advertiser id, copies it and says so', async () => {
    const user = userEvent.setup();
    renderPixels();
    const snippet = (await screen.findByText('The pixel tag snippet')).closest('figure');
    expect(snippet).toHaveTextContent(`tag.js?aid=${PIXELS_ADVERTISER_ID}`);
    expect(screen.getByText(`Pixel id: ${PIXELS_ADVERTISER_ID}`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy snippet' }));
    expect(await screen.findByRole('button', { name: 'Snippet copied' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toContain('<!-- Earshot pixel -->');
  });

  it('says the pixel is verified once an event type exists', async () => {
    renderPixels();
    expect(
      await screen.findByText('Verified: 48 events from your site, the latest on Nov 20, 2026, 12:00 PM.', {
        exact: false,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Re-verify' })).toBeNull();
  });

  it('shows an unverified pixel as an error with Re-verify, which asks again', async () => {
    const user = userEvent.setup();
    const { api } = renderPixels({});
    expect(await screen.findByText(/No event from your site has arrived yet/)).toBeVisible();
    const before = api.requests.filter((line) => line.endsWith('/metrics/event-types')).length;
    await user.click(screen.getByRole('button', { name: 'Re-verify' }));
    await waitFor(() =>
      expect(api.requests.filter((line) => line.endsWith('/metrics/event-types')).length).toBe(before + 1),
    );
    expect(within(section('Events')).getByText('No events yet')).toBeVisible();
  });

  it('lists the events with their counts and pages through the events of one name', async () => {
    const user = userEvent.setup();
    const { api } = renderPixels();
    const events = within(await screen.findByRole('table', { name: 'Events' }));
    expect(events.getByRole('row', { name: /page_view/ })).toHaveTextContent('45');
    await user.click(events.getByRole('button', { name: 'View page_view' }));
    const history = within(section('Events named page_view'));
    expect(await history.findByText('45 events recorded')).toBeVisible();
    expect(history.getByText('Page 1 of 3')).toBeVisible();
    expect(history.getAllByRole('row')).toHaveLength(21);
    expect(history.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(history.getByRole('button', { name: 'Next page' }));
    await user.click(await history.findByRole('button', { name: 'Next page' }));
    expect(await history.findByText('Page 3 of 3')).toBeVisible();
    await waitFor(() => expect(history.getAllByRole('row')).toHaveLength(6));
    expect(history.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(api.requests).toContain(
      `GET /companies/${PIXELS_ADVERTISER_ID}/events/event-name/page_view?page=2&size=20&type=page_view`,
    );
    await user.click(history.getByRole('button', { name: 'All events' }));
    expect(await screen.findByRole('table', { name: 'Events' })).toBeVisible();
  });

  it('prepares the events report of the chosen type and links to the file', async () => {
    const user = userEvent.setup();
    renderPixels();
    await user.click(await screen.findByRole('button', { name: /Events in the report/ }));
    // The select's code loads when it is reached for: its options show once it has.
    await user.click(await screen.findByRole('option', { name: 'Conversions' }));
    await user.click(screen.getByRole('button', { name: 'Download report' }));
    expect(
      await screen.findByRole('link', { name: 'Your report is ready: download the CSV file' }),
    ).toHaveAttribute('href', 'https://api.example.test/v1/exports/e1?type=conversion');
  });

  it('makes a conversion billable with a partner and a price', async () => {
    const user = userEvent.setup();
    const { api } = renderPixels();
    const billable = within(await screen.findByRole('table', { name: 'Billable events' }));
    await user.click(await billable.findByRole('button', { name: 'Edit purchase' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Billing of purchase' }));
    // The dialog's form loads when it opens.
    await user.click(await dialog.findByRole('switch', { name: 'Billable conversion' }));
    await user.click(dialog.getByRole('button', { name: /Attribution partner/ }));
    await user.click(screen.getByRole('option', { name: 'Branch' }));
    await user.type(dialog.getByRole('textbox', { name: 'Price per conversion' }), '12.5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.billable[0]).toMatchObject({
      billable: true,
      attribution_partner_id: '00000000-0000-4000-9000-000000000201',
      price: 12.5,
    });
    const row = within(billable.getByRole('row', { name: /purchase/ }));
    await waitFor(() => expect(row.getByText('Yes')).toBeVisible());
    expect(row.getByText('Branch')).toBeVisible();
    expect(row.getByText('$12.50')).toBeVisible();
    expect(
      within(section('Billable events')).getByRole('list', { name: 'Attribution partners' }),
    ).toHaveTextContent('AppsFlyerBranch');
  });

  it("keeps what was typed and shows the server's field error next to the field", async () => {
    const user = userEvent.setup();
    renderPixels({ ...SEED, rejectUpdate: ['price', 'billable_event.price.invalid'] });
    await user.click(await screen.findByRole('button', { name: 'Edit purchase' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(await dialog.findByRole('textbox', { name: 'Price per conversion' }), '7');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The price must be a number from 0 to 100000.')).toBeVisible();
    // What was typed stays, shown as the money it is.
    expect(dialog.getByRole('textbox', { name: 'Price per conversion' })).toHaveValue('$7.00');
  });

  it('shows everything but no edit to read-only members', async () => {
    renderPixels(SEED, { isReadOnly: true });
    const billable = within(await screen.findByRole('table', { name: 'Billable events' }));
    expect(await billable.findByRole('row', { name: /purchase/ })).toBeVisible();
    expect(billable.queryByRole('button', { name: 'Edit purchase' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy snippet' })).toBeVisible();
  });

  it('checks the tracking URL against the pixel macro rules', async () => {
    const user = userEvent.setup();
    renderPixels();
    const field = await screen.findByRole('textbox', { name: 'Tracking URL' });
    expect(field).toHaveValue(
      `https://api.example.test/v1/pixel?aid=${PIXELS_ADVERTISER_ID}&ev=impression&et=custom&cid={{IMPRESSION_ID}}&cb={{RANDOM}}`,
    );
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.clear(field);
    await user.type(field, 'https://t.example.com/i?a=1&&b=(x)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const problems = screen.getByText(/must contain curly braces/);
    expect(problems).toHaveTextContent('must not contain a double ampersand (&&)');
    expect(problems).toHaveTextContent('must not contain an opening parenthesis (()');
    expect(screen.getByRole('button', { name: 'Copy URL' })).toBeDisabled();
  });

  it('loads the tracking URL field as its section nears the screen, the section named before', async () => {
    viewport.offScreen = true;
    renderPixels();
    const title = await screen.findByRole('heading', { name: 'Impression tracking URL' });
    const section = title.closest('section') as HTMLElement;
    // Room kept for the field, hidden and not a loading status: nothing loads before it is reached.
    const room = section.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(room).not.toBeNull();
    expect(within(section).queryByRole('status')).toBeNull();
    expect(section.querySelector('[data-loading]')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Tracking URL' })).toBeNull();
    viewport.scrollIntoView(room);
    expect(await screen.findByRole('textbox', { name: 'Tracking URL' })).toBeInTheDocument();
    expect(room.isConnected).toBe(false);
  });

  it("has every pixel URL rule's message in the pixels family, which the tracking URL reads alone", () => {
    // Each locale's file has the English file's keys (i18n/catalogues.test.ts).
    expect(Object.keys(PIXEL_URL_MESSAGES).filter((code) => !(code in pixelsEnglish))).toEqual([]);
  });

  it('names each event’s type in the chosen locale', async () => {
    renderPixels(SEED, { locale: 'de' });
    /** The type cell (the second) of the row of the event named `name`. */
    const typeOf = (grid: HTMLElement, name: string) =>
      within(grid)
        .getByRole('row', { name: new RegExp(`^${name}`) })
        .querySelectorAll('td')[0];
    const events = await screen.findByRole('table', { name: 'Ereignisse' });
    await within(events).findByRole('row', { name: /^page_view/ });
    expect(typeOf(events, 'page_view')).toHaveTextContent(/^Seitenaufruf$/);
    expect(typeOf(events, 'purchase')).toHaveTextContent(/^Conversion$/);
    const billable = await screen.findByRole('table', { name: 'Abrechenbare Ereignisse' });
    await within(billable).findByRole('row', { name: /^purchase/ });
    expect(typeOf(billable, 'purchase')).toHaveTextContent(/^Conversion$/);
  });

  it('says when the pixel and events cannot be loaded, in the chosen locale', async () => {
    renderPixels({ failWith: 503 }, { locale: 'de' });
    expect(await screen.findByText('Das Pixel konnte nicht geladen werden.')).toBeVisible();
    expect(await screen.findByText('Ereignisse konnten nicht geladen werden')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Erneut versuchen' }).length).toBeGreaterThan(1);
  });
  it('gives every element its own id when two copies share a page', async () => {
    const user = userEvent.setup();
    const api = createInMemoryPixelsApi(SEED);
    renderWithProvider(
      <>
        <Pixels advertiserId={PIXELS_ADVERTISER_ID} />
        <Pixels advertiserId={PIXELS_ADVERTISER_ID} />
      </>,
      {
        client: {
          baseUrl: 'https://api.example.test/v1',
          tokenStore: createMemoryTokenStore(),
          fetch: api.fetch,
        },
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      },
    );
    await waitFor(() => expect(screen.getAllByRole('table', { name: 'Billable events' })).toHaveLength(2));
    const [firstEvents] = await screen.findAllByRole('table', { name: 'Events' });
    await user.click(within(firstEvents as HTMLElement).getByRole('button', { name: 'View page_view' }));
    expect(await screen.findByRole('heading', { name: 'Events named page_view' })).toBeVisible();
    expect(document.querySelectorAll('[id]').length).toBeGreaterThan(0);
    expect(duplicateIds()).toEqual([]);
    // Each section is named by its own heading, so the labels resolve within each copy.
    for (const name of ['Tag snippet', 'Billable events', 'Impression tracking URL']) {
      expect(screen.getAllByRole('region', { name })).toHaveLength(2);
    }
    expect(screen.getAllByRole('region', { name: 'Events' })).toHaveLength(1);
    expect(screen.getAllByRole('region', { name: 'Events named page_view' })).toHaveLength(1);
  });
});

import { jsonResponse as json, notFound } from './jsonResponse.ts';
/** The advertiser every fixture belongs to. */
export const PIXELS_ADVERTISER_ID = '5b8e2f14-9c3a-4d7e-a1b6-3f0c2d9e8a71';

const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const HOUR = 3_600_000;

/** What the in-memory API starts with. */
export interface PixelsApiSeed {
  /** Events the pixel recorded, by name and type, with how many of each; none: the pixel is unverified. */
  events?: readonly { name: string; type: 'page_view' | 'conversion' | 'custom'; count: number }[];
  /** Attribution partners, by name. */
  partners?: readonly string[];
  /** A name to use instead of every event's, to show how long text wraps. */
  longName?: string;
  /** Requests never answer: the loading state. */
  pending?: boolean;
  /** Every request answers this status. */
  failWith?: number;
  /** PATCH of a billable event answers 422 with this field error, e.g. `['price', 'billable_event.price.invalid']`. */
  rejectUpdate?: readonly [field: string, key: string];
}

/**
 * A `fetch` answering the pixel, event-type, events-by-name, events-report, billable-event and
 * attribution-partner operations of one advertiser in memory, as the sandbox API does: conversions are
 * the billable events, events come newest first, page by page. `requests` lists every `METHOD path?query`.
 */
export function createInMemoryPixelsApi(seed: PixelsApiSeed = {}) {
  const now = Date.parse('2026-11-20T12:00:00Z');
  const base = `/companies/${PIXELS_ADVERTISER_ID}`;
  const requests: string[] = [];
  const kinds = (seed.events ?? []).map((kind, index) => ({
    ...kind,
    name: seed.longName ?? kind.name,
    id: uuid(100 + index),
  }));
  const events = kinds.flatMap((kind, k) =>
    Array.from({ length: kind.count }, (_, n) => ({
      id: uuid(10_000 + k * 1000 + n),
      event_name: kind.name,
      event_type: kind.type,
      url: `https://shop.example.com/${kind.type === 'page_view' ? 'products' : 'checkout'}/${n + 1}`,
      referrer: n % 2 === 0 ? 'https://search.example.net/' : null,
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      client_id: `c-${n % 7}`,
      occurred_at: new Date(now - (k * 1000 + n) * HOUR).toISOString(),
      properties: {},
    })),
  );
  const partners = (seed.partners ?? []).map((name, index) => ({ id: uuid(200 + index), name }));
  const billable = kinds
    .filter((kind) => kind.type === 'conversion')
    .map((kind) => ({
      id: uuid(300 + kinds.indexOf(kind)),
      name: kind.name,
      event_type: kind.type,
      billable: false,
      attribution_partner_id: null as string | null,
      price: null as number | null,
      updated_at: new Date(now).toISOString(),
    }));

  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v1/, '');
    requests.push(`${request.method} ${path}${url.search}`);
    if (seed.pending) return new Promise<Response>(() => undefined);
    if (seed.failWith) return new Response(null, { status: seed.failWith });
    if (path === `${base}/pixel`) {
      return json({
        advertiser_id: PIXELS_ADVERTISER_ID,
        tag_url: `https://api.example.test/v1/pixel/tag.js?aid=${PIXELS_ADVERTISER_ID}`,
        collect_url: 'https://api.example.test/v1/pixel',
        snippet: `<!-- Earshot pixel -->\n<script async src="https://api.example.test/v1/pixel/tag.js?aid=${PIXELS_ADVERTISER_ID}"></script>\n`,
        verified: events.length > 0,
        event_count: events.length,
        last_event_at: events[0]?.occurred_at ?? null,
      });
    }
    if (path === `${base}/metrics/event-types`) {
      return json(
        kinds.map((kind) => ({
          id: kind.id,
          name: kind.name,
          event_type: kind.type,
          count: kind.count,
          last_seen_at: events.find((event) => event.event_name === kind.name)?.occurred_at ?? null,
        })),
      );
    }
    const byName = path.match(/\/events\/event-name\/([^/]+)$/);
    if (byName?.[1]) {
      const name = decodeURIComponent(byName[1]);
      const page = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 20);
      const type = url.searchParams.get('type');
      const matching = events.filter(
        (event) => event.event_name === name && (!type || event.event_type === type),
      );
      return json({
        events: matching.slice(page * size, (page + 1) * size),
        page,
        size,
        total: matching.length,
      });
    }
    if (path === `${base}/events/report`) {
      return json({
        s3_url: `https://api.example.test/v1/exports/e1?type=${url.searchParams.get('event_type') ?? 'all'}`,
        expires_at: new Date(now + HOUR).toISOString(),
      });
    }
    if (path === `${base}/billable-events/attribution-partners`) return json(partners);
    if (path === `${base}/billable-events`) return json(billable);
    const edited = billable.find((event) => path === `${base}/billable-events/${event.id}`);
    if (edited && request.method === 'PATCH') {
      if (seed.rejectUpdate) {
        const [field, key] = seed.rejectUpdate;
        return json({ Message: 'Some fields are invalid', type: 'error', fields: { [field]: key } }, 422);
      }
      Object.assign(edited, await request.json(), { updated_at: new Date().toISOString() });
      return json(edited);
    }
    return notFound();
  };

  return { fetch, requests, billable };
}

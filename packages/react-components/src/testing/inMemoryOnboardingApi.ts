import type { OnboardingEventName } from '@earshot/validators';
import { jsonResponse as json, notFound } from './jsonResponse.ts';

/** The advertiser every fixture belongs to. */
export const ONBOARDING_ADVERTISER_ID = '7a2d0c9e-3b41-4f6a-8e15-2c9b7d4e6f01';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An onboarding event as the server answers it. */
export interface StoredOnboardingEvent {
  id: string;
  advertiser_id: string;
  name: OnboardingEventName;
  created_at: string;
}

/** What the in-memory API starts with: events as names with their age in hours. */
export interface OnboardingApiSeed {
  events?: readonly { name: OnboardingEventName; hoursAgo: number }[];
  /** Event names the pixel has seen; none means the pixel is not verified. */
  eventTypes?: readonly string[];
  /** Every request fails with this status. */
  failWith?: number;
  /** Requests never answer: the loading state. */
  pending?: boolean;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * A `fetch` answering the onboarding, event-type and pixel operations of one advertiser in memory, as
 * the server does: 'completed' is recorded once. `requests` lists every `METHOD path` it answered.
 */
export function createInMemoryOnboardingApi(seed: OnboardingApiSeed = {}) {
  let next = 1;
  const now = Date.now();
  const events: StoredOnboardingEvent[] = (seed.events ?? []).map(({ name, hoursAgo }) => ({
    id: uuid(next++),
    advertiser_id: ONBOARDING_ADVERTISER_ID,
    name,
    created_at: new Date(now - hoursAgo * HOUR).toISOString(),
  }));
  const eventTypes = (seed.eventTypes ?? []).map((name, index) => ({
    id: uuid(1000 + index),
    name,
    event_type: name === 'page_view' ? 'page_view' : 'conversion',
    count: 12,
    last_seen_at: new Date(now - DAY).toISOString(),
  }));
  const requests: string[] = [];
  const base = `/companies/${ONBOARDING_ADVERTISER_ID}`;

  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.replace(/^\/v1/, '');
    requests.push(`${request.method} ${path}`);
    if (seed.pending) return new Promise<Response>(() => undefined);
    if (seed.failWith) return new Response(null, { status: seed.failWith });
    if (path === `${base}/onboarding` && request.method === 'GET') return json(events);
    if (path === `${base}/onboarding` && request.method === 'POST') {
      const { name } = (await request.json()) as { name: OnboardingEventName };
      const existing = events.find((event) => event.name === 'completed');
      if (name === 'completed' && existing) return json(existing, 200);
      const event = {
        id: uuid(next++),
        advertiser_id: ONBOARDING_ADVERTISER_ID,
        name,
        created_at: new Date().toISOString(),
      };
      events.push(event);
      return json(event, 201);
    }
    if (path === `${base}/metrics/event-types`) return json(eventTypes);
    if (path === `${base}/pixel`) {
      return json({
        advertiser_id: ONBOARDING_ADVERTISER_ID,
        tag_url: 'https://api.example.test/v1/pixel/tag.js',
        collect_url: 'https://api.example.test/v1/pixel',
        snippet: `<script async src="https://api.example.test/v1/pixel/tag.js" data-aid="${ONBOARDING_ADVERTISER_ID}"></script>`,
        verified: eventTypes.length > 0,
        event_count: eventTypes.length * 12,
        last_event_at: eventTypes.length > 0 ? new Date(now - DAY).toISOString() : null,
      });
    }
    return notFound();
  };

  return {
    fetch,
    events,
    requests,
    /** The pixel sees its first event: verification now passes. */
    addEventType: (name: string) =>
      eventTypes.push({
        id: uuid(1000 + eventTypes.length),
        name,
        event_type: 'page_view',
        count: 1,
        last_seen_at: new Date().toISOString(),
      }),
  };
}

import { createMemoryTokenStore, type PlatformClientOptions } from '@earshot/sdk-core';
import {
  type Campaign,
  CPA_ROLE,
  cpaCampaignFormSchema,
  createCampaignBodySchema,
  fieldErrors,
  updateCampaignBodySchema,
} from '@earshot/validators';

/** The advertiser every fixture belongs to. */
export const ADVERTISER_ID = '4b5c8a52-6f1e-4d63-9a57-2f0c1b7e9d10';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Playlists, audiences and creatives of the fixture advertiser. */
export const FIXTURES = {
  billingTypes: [
    { id: 1, name: 'Cost per mille (CPM)' },
    { id: 3, name: 'Cost per action (CPA)' },
  ],
  playlists: [
    {
      id: uuid(101),
      advertiser_id: ADVERTISER_ID,
      name: 'True crime podcasts',
      type: 'podcast',
      inventory_ids: [],
      searches: [],
      tags: [],
      inventory_size: 42,
      created_at: '2026-10-01T09:00:00Z',
      updated_at: '2026-10-01T09:00:00Z',
    },
    {
      id: uuid(102),
      advertiser_id: ADVERTISER_ID,
      name: 'Morning radio',
      type: 'radio',
      inventory_ids: [],
      searches: [],
      tags: [],
      inventory_size: 12,
      created_at: '2026-10-02T09:00:00Z',
      updated_at: '2026-10-02T09:00:00Z',
    },
  ],
  audiences: [
    {
      id: uuid(201),
      advertiser_id: ADVERTISER_ID,
      name: 'Site visitors',
      type: 1,
      subtype: 'first-party',
      first_party: [],
      correlation_id: null,
      cdp_segments: [],
      size_estimate: 1200,
      created_at: '2026-10-01T09:00:00Z',
      updated_at: '2026-10-01T09:00:00Z',
    },
  ],
  creatives: [
    {
      id: uuid(301),
      advertiser_id: ADVERTISER_ID,
      name: 'Autumn sale 30s',
      asset_uuid: null,
      audio_filename: 'autumn.mp3',
      audio_url: 'https://cdn.example.com/autumn.mp3',
      display_filename: 'autumn.png',
      display_url: 'https://cdn.example.com/autumn.png',
      click_url: null,
      status: 'ready',
      created_at: '2026-10-01T09:00:00Z',
      updated_at: '2026-10-01T09:00:00Z',
    },
  ],
  eventTypes: [
    {
      id: uuid(401),
      name: 'purchase',
      event_type: 'conversion',
      count: 12,
      last_seen_at: '2026-11-20T09:00:00Z',
    },
  ],
  places: [
    {
      place_id: 'p1',
      label: 'San Francisco, CA 94103, USA',
      country_code: 'US',
      region_code: 'CA',
      city: 'San Francisco',
      postal_code: '94103',
      lat: 37.77,
      lng: -122.41,
    },
  ],
};

/** A saved campaign of the fixture advertiser, filled with defaults. */
export function campaignFixture(overrides: Partial<Campaign> & { id: string; name: string }): Campaign {
  const base = createCampaignBodySchema.parse({
    name: overrides.name,
    goal: 'brand',
    campaign_type: 2,
    budget: 5000,
    start_date: '2026-12-01',
    end_date: '2026-12-31',
    pacing_type: 1,
    billing_type: 1,
  });
  return {
    ...base,
    advertiser_id: ADVERTISER_ID,
    spend: 0,
    impressions: 0,
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const invalid = (fields: Record<string, string>) =>
  json(422, { Message: 'Some fields are not valid', type: 'error', code: 'validation_failed', fields });

/** Options of {@link createInMemoryCampaignApi}. */
export interface InMemoryCampaignApiOptions {
  /** The user's role on the advertiser. @default 1 */
  role?: number;
  /** Campaigns stored at the start. */
  campaigns?: Campaign[];
}

/**
 * The campaign endpoints of the contract over an in-memory store, as a `fetch` for the platform
 * client: campaigns are validated with the same schemas as the sandbox API (multipart `campaign`
 * part, 422 with `fields`), and every request is recorded.
 */
export function createInMemoryCampaignApi(options: InMemoryCampaignApiOptions = {}) {
  const role = options.role ?? 1;
  const campaigns = new Map((options.campaigns ?? []).map((campaign) => [campaign.id, campaign]));
  const received: string[] = [];
  let nextFailure: Record<string, string> | null = null;
  let created = 0;
  const base = `/v1/companies/${ADVERTISER_ID}`;

  const readCampaign = async (request: Request) => {
    const form = await request.formData();
    return JSON.parse(String(form.get('campaign') ?? 'null')) as unknown;
  };

  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname;
    received.push(`${request.method} ${path}`);
    if (request.method === 'GET') {
      if (path === '/v1/companies/billing-types') return json(200, { billing_types: FIXTURES.billingTypes });
      if (path === base)
        return json(200, {
          uuid: ADVERTISER_ID,
          id: ADVERTISER_ID,
          name: 'Acme',
          url: 'acme.example',
          category: null,
          logo: null,
          onboarded: true,
          user_role: role,
          deals: [],
        });
      if (path === `${base}/playlists`) return json(200, FIXTURES.playlists);
      if (path === `${base}/audiences`) return json(200, FIXTURES.audiences);
      if (path === `${base}/creatives`) return json(200, FIXTURES.creatives);
      if (path === `${base}/metrics/event-types`) return json(200, FIXTURES.eventTypes);
      if (path === '/v1/geocoding/address') return json(200, { results: FIXTURES.places });
      if (path === `${base}/campaigns`) return json(200, [...campaigns.values()]);
      const found = campaigns.get(path.slice(`${base}/campaigns/`.length));
      return found ? json(200, found) : json(404, { Message: 'Campaign not found', type: 'error' });
    }
    if (nextFailure) {
      const fields = nextFailure;
      nextFailure = null;
      return invalid(fields);
    }
    if (request.method === 'POST' && path === `${base}/campaigns`) {
      const result = (role === CPA_ROLE ? cpaCampaignFormSchema : createCampaignBodySchema).safeParse(
        await readCampaign(request),
      );
      if (!result.success) return invalid(fieldErrors(result.error));
      created += 1;
      const campaign = campaignFixture({ ...result.data, id: uuid(900 + created) });
      campaigns.set(campaign.id, campaign);
      return json(201, campaign);
    }
    const id = path.slice(`${base}/campaigns/`.length);
    const existing = campaigns.get(id);
    if (!existing) return json(404, { Message: 'Campaign not found', type: 'error' });
    if (request.method === 'DELETE') {
      campaigns.delete(id);
      return json(200, {});
    }
    const result = updateCampaignBodySchema.safeParse(await readCampaign(request));
    if (!result.success) return invalid(fieldErrors(result.error));
    const updated = { ...existing, ...result.data } as Campaign;
    campaigns.set(id, updated);
    return json(200, updated);
  };

  return {
    /** The fetch to give the platform client. */
    fetch,
    /** Client options over this API. */
    client: (): PlatformClientOptions => ({
      baseUrl: 'http://sandbox.test/v1',
      tokenStore: createMemoryTokenStore(),
      fetch,
    }),
    /** The stored campaigns. */
    campaigns,
    /** `METHOD /path` of every request, in order. */
    received,
    /** Makes the next write fail with these field problems, as a server-side rule would. */
    failNextWrite: (fields: Record<string, string>) => {
      nextFailure = fields;
    },
  };
}

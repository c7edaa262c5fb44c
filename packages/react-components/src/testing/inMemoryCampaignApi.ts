import { createMemoryTokenStore, type PlatformClientOptions, type Schema } from '@earshot/sdk-core';
import {
  CAMPAIGN_ACTION_FROM,
  type Campaign,
  CPA_ROLE,
  campaignDelivery,
  campaignStatusAfter,
  changeCampaignStatusBodySchema,
  cpaCampaignFormSchema,
  createCampaignBodySchema,
  fieldErrors,
  updateCampaignBodySchema,
} from '@earshot/validators';
import { deliveryHistoryFixture } from './deliveryHistoryFixture.ts';
import { answerForecast } from './inMemoryForecast.ts';
import { answerMeasurementRead, type MeasurementSeed } from './inMemoryMeasurement.ts';
import { answerTargetingRead } from './inMemoryTargeting.ts';
import { jsonResponse as json, notFound } from './jsonResponse.ts';

/** The advertiser every campaign fixture belongs to. */
export const CAMPAIGN_ADVERTISER_ID = '4b5c8a52-6f1e-4d63-9a57-2f0c1b7e9d10';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Playlists, audiences and creatives of the fixture advertiser. */
export const CAMPAIGN_FIXTURES = {
  billingTypes: [
    { id: 1, name: 'Cost per mille (CPM)' },
    { id: 3, name: 'Cost per action (CPA)' },
  ],
  playlists: [
    {
      id: uuid(101),
      advertiser_id: CAMPAIGN_ADVERTISER_ID,
      name: 'True crime podcasts',
      type: 'podcast',
      inventory_ids: [],
      searches: [],
      tags: [],
      inventory_size: 42,
      reach: 310_000,
      created_at: '2026-10-01T09:00:00Z',
      updated_at: '2026-10-01T09:00:00Z',
    },
    {
      id: uuid(102),
      advertiser_id: CAMPAIGN_ADVERTISER_ID,
      name: 'Morning radio',
      type: 'radio',
      inventory_ids: [],
      searches: [],
      tags: [],
      inventory_size: 12,
      reach: 96_000,
      created_at: '2026-10-02T09:00:00Z',
      updated_at: '2026-10-02T09:00:00Z',
    },
  ],
  audiences: [
    {
      id: uuid(201),
      advertiser_id: CAMPAIGN_ADVERTISER_ID,
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
      advertiser_id: CAMPAIGN_ADVERTISER_ID,
      name: 'Autumn sale 30s',
      asset_uuid: null,
      audio_filename: 'autumn.mp3',
      audio_url: 'https://cdn.example.com/autumn.mp3',
      display_filename: 'autumn.png',
      display_url: 'https://cdn.example.com/autumn.png',
      click_url: null,
      status: 'ready',
      vast_key: '3a1f0c9e5b7d42e8a6c4f1b0d9e2c7a5',
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
};

/** The day the fixture world is in: campaigns' delivery is counted up to the day before. */
export const FIXTURE_TODAY = '2026-11-26';

/** The campaign with its delivery as of {@link FIXTURE_TODAY}. */
const withDelivery = (campaign: Omit<Campaign, 'delivery'>): Campaign => ({
  ...campaign,
  delivery: campaignDelivery(campaign, FIXTURE_TODAY),
});

/**
 * A saved campaign of the fixture advertiser, filled with defaults; its delivery is computed as of
 * {@link FIXTURE_TODAY} unless `overrides` give one.
 */
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
  const { delivery, ...fields } = overrides;
  const campaign = withDelivery({
    ...base,
    advertiser_id: CAMPAIGN_ADVERTISER_ID,
    spend: 0,
    impressions: 0,
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    ...fields,
  });
  return delivery ? { ...campaign, delivery } : campaign;
}

const invalid = (fields: Record<string, string>) =>
  json({ Message: 'Some fields are not valid', type: 'error', code: 'validation_failed', fields }, 422);

/** Options of {@link createInMemoryCampaignApi}. */
export interface InMemoryCampaignApiOptions {
  /** The user's role on the advertiser. @default 1 */
  role?: number;
  /** Campaigns stored at the start. */
  campaigns?: Campaign[];
  /** Open alerts about them, as `listAlerts` answers them until dismissed. @default [] */
  alerts?: Schema<'Alert'>[];
  /** How the measurement reads answer (breakdown, incrementality, conversion lag). @default {} */
  measurement?: MeasurementSeed;
}

/**
 * The campaign endpoints of the contract over an in-memory store, as a `fetch` for the platform
 * client: campaigns are validated with the same schemas as the sandbox API (multipart `campaign`
 * part, 422 with `fields`), and every request is recorded. The targeting pickers' reads (targeting
 * options, places, segments, and the inventory search service) answer from `inMemoryTargeting.ts`,
 * the measurement reads from `inMemoryMeasurement.ts`.
 */
export function createInMemoryCampaignApi(options: InMemoryCampaignApiOptions = {}) {
  const role = options.role ?? 1;
  const campaigns = new Map((options.campaigns ?? []).map((campaign) => [campaign.id, campaign]));
  const alerts = new Map((options.alerts ?? []).map((alert) => [alert.id, alert]));
  const received: string[] = [];
  let nextFailure: Record<string, string> | null = null;
  let created = 0;
  const base = `/v1/companies/${CAMPAIGN_ADVERTISER_ID}`;

  const readCampaign = async (request: Request) => {
    const form = await request.formData();
    return JSON.parse(String(form.get('campaign') ?? 'null')) as unknown;
  };

  // The sandbox API's transition table: a disallowed action is a 409 naming the current status.
  const changeStatus = async (id: string, request: Request) => {
    const existing = campaigns.get(id);
    if (!existing) return notFound('Campaign not found');
    const result = changeCampaignStatusBodySchema.safeParse(await request.json().catch(() => null));
    if (!result.success) return invalid(fieldErrors(result.error));
    const { action } = result.data;
    const status = campaignStatusAfter(action, existing, FIXTURE_TODAY);
    if (status === null) {
      const allowed = CAMPAIGN_ACTION_FROM[action].join(', ');
      const Message = `The campaign is ${existing.status}: only ${allowed} campaigns allow ${action}`;
      return json({ Message, type: 'error', code: 'conflict' }, 409);
    }
    const changed = withDelivery({ ...existing, status });
    campaigns.set(id, changed);
    return json(changed);
  };

  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname;
    received.push(`${request.method} ${path}`);
    const targetingRead = answerTargetingRead(request, CAMPAIGN_ADVERTISER_ID);
    if (targetingRead) return targetingRead;
    const measurementRead = answerMeasurementRead(request, CAMPAIGN_ADVERTISER_ID, options.measurement);
    if (measurementRead) return measurementRead;
    if (request.method === 'GET') {
      if (path === '/v1/companies/billing-types')
        return json({ billing_types: CAMPAIGN_FIXTURES.billingTypes });
      if (path === base)
        return json({
          uuid: CAMPAIGN_ADVERTISER_ID,
          id: CAMPAIGN_ADVERTISER_ID,
          name: 'Acme',
          url: 'acme.example',
          category: null,
          logo: null,
          onboarded: true,
          user_role: role,
          deals: [],
          attribution_window_days: 30,
          attribution_model: 'last_touch',
        });
      if (path === `${base}/playlists`) return json(CAMPAIGN_FIXTURES.playlists);
      if (path === `${base}/audiences`) return json(CAMPAIGN_FIXTURES.audiences);
      if (path === `${base}/creatives`) return json(CAMPAIGN_FIXTURES.creatives);
      if (path === `${base}/metrics/event-types`) return json(CAMPAIGN_FIXTURES.eventTypes);
      if (path === `${base}/campaigns`) return json([...campaigns.values()]);
      if (path === `${base}/alerts`) return json({ alerts: [...alerts.values()] });
      const history = /^\/campaigns\/([^/]+)\/delivery$/.exec(path.slice(base.length))?.[1];
      if (history !== undefined) {
        const campaign = campaigns.get(history);
        return campaign
          ? json(deliveryHistoryFixture(campaign, FIXTURE_TODAY))
          : notFound('Campaign not found');
      }
      const found = campaigns.get(path.slice(`${base}/campaigns/`.length));
      return found ? json(found) : notFound('Campaign not found');
    }
    // A forecast stores nothing: it answers before a write's planned failure is spent.
    if (request.method === 'POST' && path === `${base}/forecast`) {
      return answerForecast(request, CAMPAIGN_FIXTURES.playlists, FIXTURE_TODAY);
    }
    if (nextFailure) {
      const fields = nextFailure;
      nextFailure = null;
      return invalid(fields);
    }
    const dismissed = /^\/alerts\/([^/]+)\/dismiss$/.exec(path.slice(base.length))?.[1];
    if (request.method === 'POST' && dismissed !== undefined) {
      if (!alerts.delete(dismissed)) return notFound('Alert not found, or no longer open');
      return new Response(null, { status: 204 });
    }
    if (request.method === 'POST' && path === `${base}/campaigns`) {
      const result = (role === CPA_ROLE ? cpaCampaignFormSchema : createCampaignBodySchema).safeParse(
        await readCampaign(request),
      );
      if (!result.success) return invalid(fieldErrors(result.error));
      created += 1;
      const campaign = campaignFixture({ ...result.data, id: uuid(900 + created) });
      campaigns.set(campaign.id, campaign);
      return json(campaign, 201);
    }
    const statusOf = /^\/campaigns\/([^/]+)\/status$/.exec(path.slice(base.length))?.[1];
    if (request.method === 'POST' && statusOf !== undefined) return changeStatus(statusOf, request);
    const id = path.slice(`${base}/campaigns/`.length);
    const existing = campaigns.get(id);
    if (!existing) return notFound('Campaign not found');
    if (request.method === 'DELETE') {
      campaigns.delete(id);
      return json({});
    }
    const result = updateCampaignBodySchema.safeParse(await readCampaign(request));
    if (!result.success) return invalid(fieldErrors(result.error));
    const updated = withDelivery({ ...existing, ...result.data } as Campaign);
    campaigns.set(id, updated);
    return json(updated);
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

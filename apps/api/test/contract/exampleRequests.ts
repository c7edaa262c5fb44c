import type { Answer } from '../client.ts';
import { toneWav, uploadWithPolicy } from '../fixtures/audioFiles.ts';
import { readyCreative } from '../fixtures/creativeFiles.ts';

/** One request to send: who sends it, the path under /v1 (with its query), and the body. */
export type ExampleRequest = {
  /** Demo account whose session token is sent; null sends none. */
  as: string | null;
  path: string;
  json?: unknown;
  form?: FormData;
};

/** What an example may use: the demo advertisers and calls as the owner to find or make ids. */
export type ExampleContext = {
  acme: string;
  fresh: string;
  /** Calls the API as the demo owner (or `as`). */
  call(method: string, path: string, json?: unknown, as?: string): Promise<Answer>;
};

type Example = (ctx: ExampleContext) => Promise<ExampleRequest>;

const OWNER = 'owner@example.com';
const ADMIN = 'admin@earshot.dev';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const unique = () => Math.random().toString(36).slice(2, 10);

const campaignInput = () => ({
  name: `Conformance ${unique()}`,
  goal: 'sales',
  campaign_type: 1,
  budget: 5000,
  start_date: day(5),
  end_date: day(35),
  pacing_type: 1,
  billing_type: 1,
});

function campaignForm(campaign: unknown): FormData {
  const form = new FormData();
  form.set('campaign', JSON.stringify(campaign));
  return form;
}

async function firstId(ctx: ExampleContext, path: string, key: string): Promise<string> {
  const answer = await ctx.call('GET', path);
  const list = Array.isArray(answer.body) ? answer.body : [];
  const value = list[0]?.[key];
  if (value === undefined) throw new Error(`No ${key} in GET ${path} (${answer.status})`);
  return String(value);
}

async function created(ctx: ExampleContext, path: string, json: unknown, key: string): Promise<string> {
  const answer = await ctx.call('POST', path, json);
  const value = key.split('.').reduce((node, part) => node?.[part], answer.body);
  if (answer.status >= 300 || value === undefined) {
    throw new Error(`POST ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return String(value);
}

/** A weekly XLSX breakdown by show for one recipient. */
const scheduledReport = () => ({
  name: `Weekly shows ${unique()}`,
  breakdown: { dimension: 'show', metrics: ['impressions', 'spend', 'conversions'], period: 'previous_week' },
  format: 'xlsx',
  schedule: 'weekly',
  recipients: ['reports@acme.com'],
});

const billingInfo = {
  company_name: 'Conformance GmbH',
  address_line1: 'Torstraße 1',
  city: 'Berlin',
  postal_code: '10119',
  country: 'DE',
  email: 'billing@conformance.de',
};

/**
 * Makes sure Acme Audio has an active data-export integration to run (the seeded one, which an
 * earlier request may have paused or deleted).
 */
async function activeDataExport(ctx: ExampleContext): Promise<void> {
  const { body } = await ctx.call('GET', `/companies/${ctx.acme}/integrations`);
  const exports = (Array.isArray(body) ? body : []).filter(
    (integration: { kind: string }) => integration.kind === 'data-export',
  );
  if (exports.some((integration: { status: string }) => integration.status === 'active')) return;
  const path = `/companies/${ctx.acme}/integrations`;
  const answer = exports[0]
    ? await ctx.call('PATCH', `${path}/${exports[0].id}`, { status: 'active' })
    : await ctx.call('POST', path, {
        kind: 'data-export',
        name: 'Daily delivery export',
        config: { data: 'delivery', format: 'csv', schedule: 'daily' },
      });
  if (answer.status >= 300) throw new Error(`Activating a data export answered ${answer.status}`);
}

/** The path (under /v1) of a new GA4 consent page of Acme Audio. */
async function ga4ConsentPath(ctx: ExampleContext, state: string): Promise<string> {
  const url = await created(
    ctx,
    `/companies/${ctx.acme}/integrations/ga4/authorize`,
    { state },
    'consent_url',
  );
  return new URL(url).pathname.replace(/^\/v1/, '');
}

async function buyerOf(ctx: ExampleContext, advertiser: string): Promise<string> {
  const existing = await ctx.call('GET', `/companies/${advertiser}/billing-info`);
  if (existing.status === 200) return existing.body.buyer_id;
  return created(ctx, `/companies/${advertiser}/billing-info`, billingInfo, 'buyer_id');
}

/** A card for Acme Audio's buyer, as the sandbox's card form takes it (with a fresh payment token). */
async function cardForm(ctx: ExampleContext) {
  const token = await ctx.call('POST', `/companies/${ctx.acme}/payment-token`, {
    buyer_id: await buyerOf(ctx, ctx.acme),
  });
  return {
    payment_token: token.body.token,
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
    postal_code: '10119',
    name: 'Conformance Card',
  };
}

/** A new card payment method id for Acme Audio's buyer, made by the sandbox's card form. */
async function cardOf(ctx: ExampleContext): Promise<string> {
  return created(ctx, '/sandbox/tokens', await cardForm(ctx), 'id');
}

/**
 * A valid request for every operation of the contract, by operationId; the conformance test sends
 * each and checks the answer against the contract. Acme Audio is the onboarded demo advertiser.
 */
export const EXAMPLE_REQUESTS: Record<string, Example> = {
  requestLoginLink: async () => ({ as: null, path: '/login-link', json: { email: 'someone@example.org' } }),
  authenticate: async (ctx) => {
    await ctx.call('POST', '/login-link', { email: 'editor@example.com' });
    const mailbox = await ctx.call('GET', '/sandbox/mailbox?email=editor%40example.com');
    return { as: null, path: '/authenticate', json: { token: mailbox.body.messages[0].token } };
  },
  logout: async () => ({ as: 'reporter@example.com', path: '/logout' }),
  listSandboxMailbox: async () => ({ as: null, path: '/sandbox/mailbox?email=owner%40example.com' }),
  getCurrentUser: async () => ({ as: OWNER, path: '/users/me' }),
  updateCurrentUser: async () => ({ as: OWNER, path: '/users', json: { first_name: 'Olivia' } }),
  createUser: async () => ({
    as: ADMIN,
    path: '/users',
    json: { email: `made-${unique()}@example.com`, first_name: 'Made', last_name: 'Up', filename: 'me.png' },
  }),
  listUserRoles: async () => ({ as: OWNER, path: '/users/roles' }),
  impersonateUser: async () => ({ as: ADMIN, path: '/users/me/viewer%40example.com' }),
  searchUsers: async () => ({ as: ADMIN, path: '/users/search/example' }),
  listAdvertisers: async () => ({ as: OWNER, path: '/companies' }),
  createAdvertiser: async () => ({
    as: OWNER,
    path: '/companies',
    json: { name: 'Conformance Co', url: `c-${unique()}.example`, category: 'food', filename: 'logo.png' },
  }),
  searchAdvertisers: async () => ({ as: OWNER, path: '/companies/search?query=acme' }),
  listBillingTypes: async () => ({ as: OWNER, path: '/companies/billing-types' }),
  getAdvertiser: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}` }),
  updateAdvertiser: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}`,
    json: { name: 'Acme Audio' },
  }),
  listPaymentMethods: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/payment-methods` }),
  createPaymentMethod: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/payment-methods`,
    json: { payment_method_id: await cardOf(ctx), buyer_id: await buyerOf(ctx, ctx.acme), type: 'card' },
  }),
  updatePaymentMethod: async (ctx) => {
    const id = await created(
      ctx,
      `/companies/${ctx.acme}/payment-methods`,
      { payment_method_id: await cardOf(ctx), buyer_id: await buyerOf(ctx, ctx.acme), type: 'card' },
      'payment_id',
    );
    return { as: OWNER, path: `/companies/${ctx.acme}/payment-methods/${id}`, json: { exp_month: 3 } };
  },
  deletePaymentMethod: async (ctx) => {
    const id = await created(
      ctx,
      `/companies/${ctx.acme}/payment-methods`,
      { payment_method_id: await cardOf(ctx), buyer_id: await buyerOf(ctx, ctx.acme), type: 'card' },
      'payment_id',
    );
    return { as: OWNER, path: `/companies/${ctx.acme}/payment-methods/${id}` };
  },
  createSandboxCardToken: async (ctx) => ({ as: null, path: '/sandbox/tokens', json: await cardForm(ctx) }),
  downloadPaymentsPortalInvoicePdf: async (ctx) => {
    const invoice = await firstId(ctx, `/companies/${ctx.acme}/invoices`, 'id');
    const portal = new URL((await ctx.call('GET', `/companies/${ctx.acme}/payments/portal`)).body.url);
    return { as: null, path: `/payments/portal/invoices/${invoice}/pdf${portal.search}` };
  },
  listInvoices: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/invoices` }),
  getInvoice: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/invoices/${await firstId(ctx, `/companies/${ctx.acme}/invoices`, 'id')}`,
  }),
  downloadInvoicePdf: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/invoices/${await firstId(ctx, `/companies/${ctx.acme}/invoices`, 'id')}/pdf`,
  }),
  getSpendingLimits: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/spending-limits` }),
  // A limit far above what the demo spends, so that delivery goes on as before.
  updateSpendingLimits: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/spending-limits`,
    json: { monthly_limit: 10_000_000 },
  }),
  createPaymentToken: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/payment-token`,
    json: { buyer_id: await buyerOf(ctx, ctx.acme) },
  }),
  getBillingInfo: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/billing-info` }),
  createBillingInfo: async (ctx) => {
    const advertiser = await created(
      ctx,
      '/companies',
      { name: 'Billing Co', category: 'food' },
      'advertiser.uuid',
    );
    return { as: OWNER, path: `/companies/${advertiser}/billing-info?qualify-buyer=true`, json: billingInfo };
  },
  updateBillingInfo: async (ctx) => {
    await buyerOf(ctx, ctx.acme);
    return { as: OWNER, path: `/companies/${ctx.acme}/billing-info`, json: { city: 'Hamburg' } };
  },
  getPaymentsPortal: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/payments/portal` }),
  viewPaymentsPortal: async (ctx) => {
    const portal = await ctx.call('GET', `/companies/${ctx.acme}/payments/portal`);
    const url = new URL(portal.body.url);
    return { as: null, path: `${url.pathname.replace(/^\/v1/, '')}${url.search}` };
  },
  listReports: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/reporting` }),
  downloadReport: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/reporting/download?startDate=${day(-30)}&endDate=${day(0)}`,
  }),
  listVoices: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/assets/audio/voices` }),
  listAudioVersions: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/assets/audio/version` }),
  createAudioVersion: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/assets/audio/version`,
    json: { script: 'Fresh coffee, every morning.', voice_id: 'en-gb-female-1' },
  }),
  getAudioVersion: async (ctx) => {
    const id = await firstId(ctx, `/companies/${ctx.acme}/assets/audio/version`, 'external_id');
    return { as: OWNER, path: `/companies/${ctx.acme}/assets/audio/version/${id}` };
  },
  regenerateAudioVersion: async (ctx) => {
    const id = await firstId(ctx, `/companies/${ctx.acme}/assets/audio/version`, 'external_id');
    return {
      as: OWNER,
      path: `/companies/${ctx.acme}/assets/audio/version/${id}`,
      json: { voice_id: 'en-us-male-1' },
    };
  },
  suggestScript: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/assets/audio/suggestion`,
    json: { brief: 'Noise-cancelling headphones at half price.', tone: 'energetic', duration_seconds: 15 },
  }),
  listAssets: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/assets` }),
  createAsset: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/assets`,
    json: { kind: 'uploaded', name: 'Jingle', filename: 'jingle.mp3', content_type: 'audio/mpeg' },
  }),
  getAsset: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/assets/${await firstId(ctx, `/companies/${ctx.acme}/assets`, 'uuid')}`,
  }),
  updateAsset: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/assets/${await firstId(ctx, `/companies/${ctx.acme}/assets`, 'uuid')}`,
    json: { name: 'Renamed jingle' },
  }),
  deleteAsset: async (ctx) => {
    const body = { kind: 'uploaded', name: 'Doomed', filename: 'doomed.mp3', content_type: 'audio/mpeg' };
    const uuid = await created(ctx, `/companies/${ctx.acme}/assets`, body, 'asset.uuid');
    return { as: OWNER, path: `/companies/${ctx.acme}/assets/${uuid}` };
  },
  normalizeAsset: async (ctx) => {
    const asset = await ctx.call('POST', `/companies/${ctx.acme}/assets`, {
      kind: 'uploaded',
      name: 'Loud tone',
      filename: 'tone.wav',
      content_type: 'audio/wav',
    });
    await uploadWithPolicy(asset.body.s3_data, toneWav({ seconds: 1, dbfs: -3 }), 'tone.wav', 'audio/wav');
    return {
      as: OWNER,
      path: `/companies/${ctx.acme}/assets/${asset.body.asset.uuid}/normalize`,
      json: { profile: 'iab' },
    };
  },
  listAudiences: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/audiences` }),
  createAudience: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/audiences`,
    json: {
      name: 'Pricing visitors',
      type: 1,
      subtype: 'first-party',
      first_party: [{ type: 'url', value: '/pricing' }],
      firstPartySegments: [{ type: 'url', value: '/pricing' }],
      advertiserId: ctx.acme,
    },
  }),
  getAudience: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/audiences/${await firstId(ctx, `/companies/${ctx.acme}/audiences`, 'id')}`,
  }),
  updateAudience: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/audiences/${await firstId(ctx, `/companies/${ctx.acme}/audiences`, 'id')}`,
    json: { name: 'Renamed audience' },
  }),
  listAudienceSegments: async (ctx) => ({
    as: OWNER,
    path: `/audiences/${await firstId(ctx, `/companies/${ctx.acme}/audiences`, 'id')}/segments?page=0&size=1000`,
  }),
  searchSegments: async () => ({ as: OWNER, path: '/search?index=liveramp&q=auto&page=1' }),
  listCampaigns: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/campaigns` }),
  createCampaign: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/campaigns`,
    form: campaignForm(campaignInput()),
  }),
  getCampaign: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/campaigns/${await firstId(ctx, `/companies/${ctx.acme}/campaigns`, 'id')}`,
  }),
  getCampaignDelivery: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/campaigns/${await firstId(ctx, `/companies/${ctx.acme}/campaigns`, 'id')}/delivery`,
  }),
  forecastCampaign: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/forecast`,
    json: {
      budget: 5000,
      start_date: day(5),
      end_date: day(35),
      pacing_type: 5,
      targeting: { geo: { countries: ['US'] }, languages: ['en'] },
      frequency_cap: { count: 3, period: 'week' },
    },
  }),
  listTargetingOptions: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/targeting-options` }),
  updateCampaign: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/campaigns/${await firstId(ctx, `/companies/${ctx.acme}/campaigns`, 'id')}`,
    form: campaignForm({ name: 'Renamed campaign' }),
  }),
  changeCampaignStatus: async (ctx) => {
    const draft = await ctx.call('POST', `/companies/${ctx.acme}/campaigns`, campaignForm(campaignInput()));
    if (draft.status !== 201) throw new Error(`createCampaign answered ${draft.status}`);
    return {
      as: OWNER,
      path: `/companies/${ctx.acme}/campaigns/${draft.body.id}/status`,
      json: { action: 'launch' },
    };
  },
  listAlerts: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/alerts` }),
  dismissAlert: async (ctx) => {
    // Launched five days into its flight with a daily cap of 40, it cannot spend its 5,000.
    const input = { ...campaignInput(), start_date: day(-5), pacing_type: 2, max_daily_budget: 40 };
    const draft = await ctx.call('POST', `/companies/${ctx.acme}/campaigns`, campaignForm(input));
    await ctx.call('POST', `/companies/${ctx.acme}/campaigns/${draft.body.id}/status`, { action: 'launch' });
    const { body } = await ctx.call('GET', `/companies/${ctx.acme}/alerts`);
    const alert = body.alerts.find(
      (candidate: { campaign_id: string }) => candidate.campaign_id === draft.body.id,
    );
    if (!alert) throw new Error('The under-delivering campaign raised no alert');
    return { as: OWNER, path: `/companies/${ctx.acme}/alerts/${alert.id}/dismiss` };
  },
  deleteCampaign: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/campaigns/${await firstId(ctx, `/companies/${ctx.acme}/campaigns`, 'id')}`,
  }),
  listEvents: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/events` }),
  countEvents: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/events/count` }),
  listEventsByName: async (ctx) => {
    const name = await firstId(ctx, `/companies/${ctx.acme}/events`, 'event_name');
    return {
      as: OWNER,
      path: `/companies/${ctx.acme}/events/event-name/${encodeURIComponent(name)}?page=0&size=10`,
    };
  },
  downloadEventsReport: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/events/report` }),
  getPixel: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/pixel` }),
  downloadExport: async (ctx) => {
    const report = await ctx.call('GET', `/companies/${ctx.acme}/events/report`);
    const url = new URL(report.body.s3_url);
    return { as: null, path: `${url.pathname.replace(/^\/v1/, '')}${url.search}` };
  },
  listCreatives: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/creatives` }),
  createCreative: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/creatives`,
    json: { name: 'Launch spot', audio_filename: 'launch.mp3', click_url: 'https://example.com/launch' },
  }),
  getCreative: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/creatives/${await firstId(ctx, `/companies/${ctx.acme}/creatives`, 'id')}`,
  }),
  getCreativeVast: async (ctx) => {
    const id = await readyCreative(ctx.call, ctx.acme, {
      name: 'VAST spot',
      banner: { width: 300, height: 250 },
    });
    return { as: OWNER, path: `/companies/${ctx.acme}/creatives/${id}/vast` };
  },
  updateCreative: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/creatives/${await firstId(ctx, `/companies/${ctx.acme}/creatives`, 'id')}`,
    json: { name: 'Renamed spot' },
  }),
  deleteCreative: async (ctx) => ({
    as: OWNER,
    path: `/creatives/${await created(ctx, `/companies/${ctx.acme}/creatives`, { name: 'Doomed' }, 'creativeId')}`,
  }),
  getAggregateMetrics: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/metrics/aggregate?startDate=${day(-30)}&endDate=${day(0)}`,
  }),
  getAggregateCpaMetrics: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/metrics/aggregate_cpa?startDate=${day(-30)}&endDate=${day(0)}&useLift=true`,
  }),
  getMetricsBreakdown: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/metrics/breakdown?dimension=show&start_date=${day(-30)}&end_date=${day(0)}&attribution_window_days=14&attribution_model=linear`,
  }),
  getIncrementality: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/metrics/incrementality?start_date=${day(-30)}&end_date=${day(0)}`,
  }),
  getConversionLag: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/metrics/conversion-lag?start_date=${day(-30)}&end_date=${day(0)}`,
  }),
  listScheduledReports: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/scheduled-reports` }),
  createScheduledReport: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/scheduled-reports`,
    json: scheduledReport(),
  }),
  updateScheduledReport: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/scheduled-reports/${await created(ctx, `/companies/${ctx.acme}/scheduled-reports`, scheduledReport(), 'id')}`,
    json: { schedule: 'monthly', paused: true },
  }),
  deleteScheduledReport: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/scheduled-reports/${await created(ctx, `/companies/${ctx.acme}/scheduled-reports`, scheduledReport(), 'id')}`,
  }),
  runScheduledReport: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/scheduled-reports/${await created(ctx, `/companies/${ctx.acme}/scheduled-reports`, scheduledReport(), 'id')}/run`,
  }),
  listScheduledReportRuns: async (ctx) => {
    const id = await created(ctx, `/companies/${ctx.acme}/scheduled-reports`, scheduledReport(), 'id');
    await ctx.call('POST', `/companies/${ctx.acme}/scheduled-reports/${id}/run`);
    return { as: OWNER, path: `/companies/${ctx.acme}/scheduled-reports/${id}/runs` };
  },
  getMetricsReport: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/metrics/report/cpm` }),
  viewDashboard: async (ctx) => {
    const report = await ctx.call('GET', `/companies/${ctx.acme}/metrics/report/cpm`);
    const url = new URL(report.body.url);
    return { as: null, path: `${url.pathname.replace(/^\/v1/, '')}${url.search}` };
  },
  listEventTypes: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/metrics/event-types` }),
  listPlaylists: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/playlists` }),
  createPlaylist: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/playlists`,
    json: {
      name: 'True crime picks',
      type: 'podcast',
      inventory_ids: ['podcast-0001'],
      searches: [],
      tags: [],
    },
  }),
  getPlaylist: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/playlists/${await firstId(ctx, `/companies/${ctx.acme}/playlists`, 'id')}`,
  }),
  updatePlaylist: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/playlists/${await firstId(ctx, `/companies/${ctx.acme}/playlists`, 'id')}`,
    json: { name: 'Renamed playlist' },
  }),
  deletePlaylist: async (ctx) => {
    const body = { name: 'Doomed', type: 'podcast', inventory_ids: [], searches: [], tags: [] };
    const id = await created(ctx, `/companies/${ctx.acme}/playlists`, body, 'id');
    return { as: OWNER, path: `/companies/${ctx.acme}/playlists/${id}` };
  },
  listTeamMembers: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/teams` }),
  createTeamMembers: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/teams`,
    json: [{ email: `hire-${unique()}@example.com`, first_name: 'New', last_name: 'Hire', user_role: 3 }],
  }),
  updateTeamMember: async (ctx) => {
    const body = [
      { email: `hire-${unique()}@example.com`, first_name: 'New', last_name: 'Hire', user_role: 3 },
    ];
    const id = await created(ctx, `/companies/${ctx.acme}/teams`, body, '0.id');
    return { as: OWNER, path: `/companies/${ctx.acme}/teams/${id}`, json: { user_role: 2 } };
  },
  deleteTeamMember: async (ctx) => {
    const body = [
      { email: `hire-${unique()}@example.com`, first_name: 'New', last_name: 'Hire', user_role: 3 },
    ];
    const id = await created(ctx, `/companies/${ctx.acme}/teams`, body, '0.id');
    return { as: OWNER, path: `/companies/${ctx.acme}/teams/${id}` };
  },
  listOnboardingEvents: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/onboarding` }),
  createOnboardingEvent: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/onboarding`,
    json: { name: 'campaign' },
  }),
  getExploToken: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/explo` }),
  listBillableEvents: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/billable-events` }),
  listAttributionPartners: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/billable-events/attribution-partners`,
  }),
  updateBillableEvent: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/billable-events/${await firstId(ctx, `/companies/${ctx.acme}/billable-events`, 'id')}`,
    json: { billable: false },
  }),
  listIntegrations: async (ctx) => ({ as: OWNER, path: `/companies/${ctx.acme}/integrations` }),
  createIntegration: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/integrations`,
    json: { kind: 'webhook', name: 'CRM hook', config: { url: 'https://crm.example.com/hooks/earshot' } },
  }),
  getIntegration: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/integrations/${await firstId(ctx, `/companies/${ctx.acme}/integrations`, 'id')}`,
  }),
  updateIntegration: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/integrations/${await firstId(ctx, `/companies/${ctx.acme}/integrations`, 'id')}`,
    json: { name: 'Renamed integration' },
  }),
  runDataExport: async (ctx) => {
    await activeDataExport(ctx);
    return { as: OWNER, path: `/companies/${ctx.acme}/data-export/run`, json: {} };
  },
  getDataExportRun: async (ctx) => {
    await activeDataExport(ctx);
    const run = await created(ctx, `/companies/${ctx.acme}/data-export/run`, {}, 'run_id');
    return { as: OWNER, path: `/companies/${ctx.acme}/data-export/runs/${run}` };
  },
  authorizeGa4: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/integrations/ga4/authorize`,
    json: { state: `state-${unique()}` },
  }),
  viewGa4Consent: async (ctx) => ({ as: null, path: await ga4ConsentPath(ctx, `state-${unique()}`) }),
  answerGa4Consent: async (ctx) => ({
    as: null,
    path: await ga4ConsentPath(ctx, `state-${unique()}`),
    json: { decision: 'approve' },
  }),
  connectGa4: async (ctx) => {
    const state = `state-${unique()}`;
    const answer = await ctx.call('POST', await ga4ConsentPath(ctx, state), { decision: 'approve' });
    const callback = new URL(answer.body.redirect_url);
    return {
      as: OWNER,
      path: `/companies/${ctx.acme}/integrations/ga4/connect`,
      json: { code: callback.searchParams.get('code'), state },
    };
  },
  receiveUpload: async (ctx) => {
    const asset = await ctx.call('POST', `/companies/${ctx.acme}/assets`, {
      kind: 'uploaded',
      name: 'Upload target',
      filename: 'upload.mp3',
      content_type: 'audio/mpeg',
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(asset.body.s3_data.fields as Record<string, string>)) {
      form.set(name, value);
    }
    form.set(
      'file',
      new Blob([new Uint8Array([0xff, 0xfb, 0x90, 0x00])], { type: 'audio/mpeg' }),
      'upload.mp3',
    );
    return { as: null, path: '/uploads', form };
  },
  createCrmUpload: async (ctx) => ({
    as: OWNER,
    path: `/companies/${ctx.acme}/audiences/crm-uploads`,
    json: { filename: 'customers.csv', content_type: 'text/csv' },
  }),
  getUpload: async (ctx) => {
    const asset = await ctx.call('POST', `/companies/${ctx.acme}/assets`, {
      kind: 'uploaded',
      name: 'Served upload',
      filename: 'served.mp3',
      content_type: 'audio/mpeg',
    });
    const s3 = asset.body.s3_data as { url: string; fields: Record<string, string> };
    const form = new FormData();
    for (const [name, value] of Object.entries(s3.fields)) form.set(name, value);
    form.set(
      'file',
      new Blob([new Uint8Array([0xff, 0xfb, 0x90, 0x00])], { type: 'audio/mpeg' }),
      'served.mp3',
    );
    const stored = await fetch(s3.url, { method: 'POST', body: form });
    if (stored.status !== 204) throw new Error(`Upload answered ${stored.status}: ${await stored.text()}`);
    return { as: null, path: `/uploads/${s3.fields.key}` };
  },
  recordPixelEvent: async (ctx) => ({
    as: null,
    path: `/pixel?aid=${ctx.acme}&ev=page_view&et=page_view&url=${encodeURIComponent('https://acme.example/')}&cid=conformance`,
  }),
  getPixelTag: async (ctx) => ({ as: null, path: `/pixel/tag.js?aid=${ctx.acme}` }),
  geocodeAddress: async () => ({ as: OWNER, path: '/geocoding/address?q=Torstra%C3%9Fe%201%20Berlin' }),
  geocodePlace: async () => ({ as: OWNER, path: '/geocoding/place/city-2950159' }),
};

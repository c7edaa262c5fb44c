import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  changeCampaignStatusMutation,
  createCampaignMutation,
  createMemoryTokenStore,
  createPaymentMethodMutation,
  createPaymentTokenMutation,
  createPlatformClient,
  deleteCreativeMutation,
  dismissAlertMutation,
  downloadReportQuery,
  earshotKeys,
  getAdvertiserAsAdminQuery,
  getBillingInfoQuery,
  getCreativeQuery,
  getDataExportRunQuery,
  getMetricsBreakdownQuery,
  getPixelQuery,
  getPlaylistQuery,
  listAlertsQuery,
  listAssetsQuery,
  listAudienceSegmentsQuery,
  listCampaignsQuery,
  listCreativesQuery,
  listPlaylistsQuery,
  listScheduledReportRunsQuery,
  listScheduledReportsQuery,
  listVoicesQuery,
  logoutMutation,
  normalizeAssetMutation,
  type PlatformMutationOptions,
  runScheduledReportMutation,
  updateAdvertiserMutation,
  updateCreativeMutation,
  updateScheduledReportMutation,
  updateTeamMemberMutation,
} from '../src/index.ts';
import { type Handler, json, parseMultipart, startServer } from './httpServer.ts';

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(() => server?.close());

const ACME = '11111111-2222-4333-8444-555555555555';
const RUN_ID = 'f0000000-0000-4000-8000-000000000001';
const OTHER = '99999999-2222-4333-8444-555555555555';

async function setup(handler: Handler) {
  server = await startServer(handler);
  const client = createPlatformClient({
    baseUrl: `${server.url}/v1`,
    tokenStore: createMemoryTokenStore('session-1'),
    fetch: (request) => fetch(request),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, queryClient, received: server.received };
}

function run<TData, TVariables>(
  queryClient: QueryClient,
  options: PlatformMutationOptions<TData, TVariables>,
  variables: TVariables,
) {
  return new MutationObserver(queryClient, options).mutate(variables);
}

const isInvalidated = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated;

describe('query and mutation factories', () => {
  it("throw 'advertiserId is required' for the campaign list without advertiser, before any request", async () => {
    const { client } = await setup((_req, res) => json(res, 200, []));
    expect(() => listCampaignsQuery(client, undefined)).toThrow('advertiserId is required');
    expect(() => listCampaignsQuery(client, '')).toThrow('advertiserId is required');
    expect(server?.received).toHaveLength(0);
  });

  it("throw 'Missing required parameter playlist id' for a playlist without id", async () => {
    const { client } = await setup((_req, res) => json(res, 200, {}));
    expect(() => getPlaylistQuery(client, ACME, null)).toThrow('Missing required parameter playlist id');
  });

  it('give stable keys per advertiser and fetch through the client', async () => {
    const { client, queryClient, received } = await setup((_req, res) => json(res, 200, [{ id: 'p1' }]));
    const options = listPlaylistsQuery(client, ACME);
    expect(options.queryKey).toEqual(listPlaylistsQuery(client, ACME).queryKey);
    expect(options.queryKey).toEqual(['earshot', ACME, 'playlists', 'list', {}]);
    expect(listPlaylistsQuery(client, OTHER).queryKey).not.toEqual(options.queryKey);
    expect(getPlaylistQuery(client, ACME, 'p1').queryKey).toEqual([
      'earshot',
      ACME,
      'playlists',
      'detail',
      'p1',
    ]);
    const data = await queryClient.fetchQuery(options);
    expect(data).toEqual([{ id: 'p1' }]);
    expect(queryClient.getQueryData(options.queryKey)).toEqual([{ id: 'p1' }]);
    expect(received[0]?.url).toBe(`/v1/companies/${ACME}/playlists`);
    expect(received[0]?.headers.authorization).toBe('Bearer session-1');
  });

  it('throw a typed ApiError with status, Message, code and fields', async () => {
    const { client, queryClient } = await setup((_req, res) =>
      json(res, 422, {
        Message: 'The campaign is not valid',
        code: 'validation_failed',
        fields: { 'campaign.budget': 'campaign.budget.min' },
      }),
    );
    const failure = queryClient.fetchQuery(listCampaignsQuery(client, ACME));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 422,
      Message: 'The campaign is not valid',
      code: 'validation_failed',
      fields: { 'campaign.budget': 'campaign.budget.min' },
    });
  });

  it('create a campaign as multipart and invalidate only that advertiser’s campaigns', async () => {
    const { client, queryClient, received } = await setup((req, res) =>
      req.method === 'POST' ? json(res, 201, { id: 'c1', name: 'Launch' }) : json(res, 200, []),
    );
    const own = listCampaignsQuery(client, ACME);
    const other = listCampaignsQuery(client, OTHER);
    await queryClient.fetchQuery(own);
    await queryClient.fetchQuery(other);
    const campaign = { name: 'Launch', goal: 'sales' } as never;
    const audio = new File(['ID3'], 'spot.mp3', { type: 'audio/mpeg' });
    const created = await run(queryClient, createCampaignMutation(client, queryClient), {
      advertiserId: ACME,
      campaign,
      audio,
    });
    expect(created).toEqual({ id: 'c1', name: 'Launch' });
    const post = received.find((request) => request.method === 'POST');
    if (!post) throw new Error('no POST received');
    expect(post.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await parseMultipart(post);
    expect(JSON.parse(String(form.get('campaign')))).toEqual({ name: 'Launch', goal: 'sales' });
    expect((form.get('audio') as File).size).toBe(3);
    expect(isInvalidated(queryClient, own.queryKey)).toBe(true);
    expect(isInvalidated(queryClient, other.queryKey)).toBe(false);
  });

  it('answer a creative update naming a new image with its upload policy, and refresh the creative', async () => {
    const creative = { id: 'cr1', name: 'Launch', display_filename: 'banner-v2.png', display_url: null };
    const policy = { url: 'http://storage/v1/uploads', fields: { key: 'k', policy: 'p' } };
    const { client, queryClient, received } = await setup((req, res) =>
      req.method === 'PATCH'
        ? json(res, 200, { creative, s3_data: null, s3_displayad: policy })
        : json(res, 200, req.url?.endsWith('/creatives') ? [creative] : creative),
    );
    const list = listCreativesQuery(client, ACME);
    const one = getCreativeQuery(client, ACME, 'cr1');
    await queryClient.fetchQuery(list);
    await queryClient.fetchQuery(one);
    const answer = await run(queryClient, updateCreativeMutation(client, queryClient), {
      advertiserId: ACME,
      creativeId: 'cr1',
      body: { display_filename: 'banner-v2.png' },
    });
    expect(answer).toEqual({ creative, s3_data: null, s3_displayad: policy });
    const patch = received.find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe(`/v1/companies/${ACME}/creatives/cr1`);
    expect(JSON.parse(String(patch?.body))).toEqual({ display_filename: 'banner-v2.png' });
    expect(isInvalidated(queryClient, list.queryKey)).toBe(true);
    expect(isInvalidated(queryClient, one.queryKey)).toBe(true);
  });

  it('normalize an asset for a profile, answering the new asset, and refresh the asset list', async () => {
    const copy = { uuid: 'as2', name: 'Spot · IAB', source_asset_uuid: 'as1', preflight: { status: 'pass' } };
    const { client, queryClient, received } = await setup((req, res) =>
      req.method === 'POST' ? json(res, 201, copy) : json(res, 200, []),
    );
    const list = listAssetsQuery(client, ACME);
    await queryClient.fetchQuery(list);
    const answer = await run(queryClient, normalizeAssetMutation(client, queryClient), {
      advertiserId: ACME,
      uuid: 'as1',
      body: { profile: 'iab' },
    });
    expect(answer).toEqual(copy);
    const post = received.find((request) => request.method === 'POST');
    expect(post?.url).toBe(`/v1/companies/${ACME}/assets/as1/normalize`);
    expect(JSON.parse(String(post?.body))).toEqual({ profile: 'iab' });
    expect(isInvalidated(queryClient, list.queryKey)).toBe(true);
  });

  it("require payment data ('No payment data has been introduced') and record the 'payment' onboarding event", async () => {
    const { client, queryClient, received } = await setup((req, res) =>
      req.url.endsWith('/onboarding')
        ? json(res, 201, { name: 'payment' })
        : json(res, 201, { payment_id: 'pm1' }),
    );
    const mutation = createPaymentMethodMutation(client, queryClient);
    await expect(
      run(queryClient, mutation, {
        advertiserId: ACME,
        body: { payment_method_id: '', buyer_id: 'b1', type: 'card' },
      }),
    ).rejects.toThrow('No payment data has been introduced');
    expect(received).toHaveLength(0);
    await run(queryClient, mutation, {
      advertiserId: ACME,
      body: { payment_method_id: 'pm_123', buyer_id: 'b1', type: 'card' },
    });
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST /v1/companies/${ACME}/payment-methods`,
      `POST /v1/companies/${ACME}/onboarding`,
    ]);
    expect(JSON.parse(received[1]?.body.toString() ?? '{}')).toEqual({ name: 'payment' });
  });

  it("require billing data for a payment token ('No billing data has been introduced')", async () => {
    const { client, queryClient, received } = await setup((_req, res) => json(res, 201, { token: 't' }));
    await expect(
      run(queryClient, createPaymentTokenMutation(client, queryClient), {
        advertiserId: ACME,
        buyerId: null,
      }),
    ).rejects.toThrow('No billing data has been introduced');
    expect(received).toHaveLength(0);
  });

  it('give null billing information while the advertiser has none saved (204)', async () => {
    const { client, queryClient } = await setup((_req, res) => void res.writeHead(204).end());
    await expect(queryClient.fetchQuery(getBillingInfoQuery(client, ACME))).resolves.toBeNull();
  });

  it('fetch a foreign advertiser with temporary admin access and re-fetch it after an update', async () => {
    let name = 'Foreign';
    const { client, queryClient } = await setup((req, res) => {
      if (req.method === 'PATCH') name = 'Renamed';
      json(res, 200, { uuid: OTHER, name, url: null, user_role: 3 });
    });
    const asAdmin = getAdvertiserAsAdminQuery(client, OTHER);
    expect(await queryClient.fetchQuery(asAdmin)).toMatchObject({ user_role: 1, tmp_admin_access: true });
    await run(queryClient, updateAdvertiserMutation(client, queryClient), {
      advertiserId: OTHER,
      body: { name: 'Renamed' },
    });
    expect(isInvalidated(queryClient, asAdmin.queryKey)).toBe(true);
    expect(await queryClient.fetchQuery(asAdmin)).toMatchObject({ name: 'Renamed', tmp_admin_access: true });
  });

  it('download a report as CSV text', async () => {
    const { client, queryClient, received } = await setup((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end('date,impressions\n2026-11-01,10\n');
    });
    const csv = await queryClient.fetchQuery(
      downloadReportQuery(client, ACME, { startDate: '2026-11-01', endDate: '2026-11-30' }),
    );
    expect(csv).toBe('date,impressions\n2026-11-01,10\n');
    expect(received[0]?.url).toBe(
      `/v1/companies/${ACME}/reporting/download?startDate=2026-11-01&endDate=2026-11-30`,
    );
  });

  it('follow a data-export run by its id, and require the id before any request', async () => {
    const run = {
      run_id: RUN_ID,
      status: 'running',
      started_at: '2026-11-23T10:00:00Z',
      finished_at: null,
      row_count: null,
      files: [],
    };
    const { client, queryClient, received } = await setup((_req, res) => json(res, 200, run));
    expect(() => getDataExportRunQuery(client, ACME, null)).toThrow(
      'Missing required parameter data-export run id',
    );
    expect(await queryClient.fetchQuery(getDataExportRunQuery(client, ACME, RUN_ID))).toEqual(run);
    expect(received.map((request) => request.url)).toEqual([
      `/v1/companies/${ACME}/data-export/runs/${RUN_ID}`,
    ]);
  });

  it("fetch an advertiser's pixel under its own key, beside the advertiser's other queries", async () => {
    const pixel = { advertiser_id: ACME, snippet: '<script></script>', verified: false, event_count: 0 };
    const { client, queryClient, received } = await setup((_req, res) => json(res, 200, pixel));
    expect(() => getPixelQuery(client, null)).toThrow('advertiserId is required');
    const options = getPixelQuery(client, ACME);
    expect(options.queryKey).toEqual(['earshot', ACME, 'pixel']);
    expect(await queryClient.fetchQuery(options)).toEqual(pixel);
    expect(received[0]?.url).toBe(`/v1/companies/${ACME}/pixel`);
    await queryClient.invalidateQueries({ queryKey: earshotKeys.advertiser(ACME) });
    expect(isInvalidated(queryClient, options.queryKey)).toBe(true);
  });

  it('leave voice retries to the client so attempts are not multiplied', async () => {
    const { client } = await setup((_req, res) => json(res, 200, []));
    expect(listVoicesQuery(client, ACME).retry).toBe(false);
  });

  it('drop every cached query on logout', async () => {
    const { client, queryClient } = await setup((req, res) =>
      req.url.endsWith('/logout') ? res.writeHead(204).end() : json(res, 200, []),
    );
    await queryClient.fetchQuery(listPlaylistsQuery(client, ACME));
    await run(queryClient, logoutMutation(client, queryClient), undefined);
    expect(queryClient.getQueryCache().findAll({ queryKey: earshotKeys.all })).toHaveLength(0);
  });

  it('send each item under its path parameter, even when its variable is named otherwise, with a fixed query where one is set', async () => {
    const { client, queryClient, received } = await setup((req, res) =>
      req.method === 'DELETE' ? void res.writeHead(204).end() : json(res, 200, []),
    );
    const updateMember = updateTeamMemberMutation(client, queryClient);
    await expect(
      run(queryClient, updateMember, { advertiserId: ACME, memberId: '', body: { first_name: 'Ada' } }),
    ).rejects.toThrow('Missing required parameter team member id');
    await run(queryClient, deleteCreativeMutation(client, queryClient), {
      advertiserId: ACME,
      creativeId: 'cr1',
    });
    await run(queryClient, updateMember, { advertiserId: ACME, memberId: 'm1', body: { first_name: 'Ada' } });
    await queryClient.fetchQuery(listAudienceSegmentsQuery(client, ACME, 'au1'));
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE /v1/creatives/cr1',
      `PATCH /v1/companies/${ACME}/teams/m1`,
      'GET /v1/audiences/au1/segments?page=0&size=1000',
    ]);
    expect(JSON.parse(String(received[1]?.body))).toEqual({ first_name: 'Ada' });
  });

  it('change a campaign status with its action and invalidate only that advertiser’s campaigns', async () => {
    const { client, queryClient, received } = await setup((_req, res) =>
      json(res, 200, { id: 'c1', status: 'paused' }),
    );
    queryClient.setQueryData(listCampaignsQuery(client, ACME).queryKey, []);
    queryClient.setQueryData(listCampaignsQuery(client, OTHER).queryKey, []);
    const answer = await run(queryClient, changeCampaignStatusMutation(client, queryClient), {
      advertiserId: ACME,
      campaignId: 'c1',
      body: { action: 'pause' },
    });
    expect(answer).toMatchObject({ status: 'paused' });
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST /v1/companies/${ACME}/campaigns/c1/status`,
    ]);
    expect(JSON.parse(String(received[0]?.body))).toEqual({ action: 'pause' });
    expect(isInvalidated(queryClient, listCampaignsQuery(client, ACME).queryKey)).toBe(true);
    expect(isInvalidated(queryClient, listCampaignsQuery(client, OTHER).queryKey)).toBe(false);
  });

  it('read the open alerts under the advertiser, and dismiss one, refreshing them', async () => {
    const alert = { id: 'al1', campaign_id: 'c1', kind: 'under_delivery' };
    const { client, queryClient, received } = await setup((req, res) =>
      req.method === 'POST' ? void res.writeHead(204).end() : json(res, 200, { alerts: [alert] }),
    );
    const query = listAlertsQuery(client, ACME);
    expect(query.queryKey).toEqual(earshotKeys.list(ACME, 'alerts', {}));
    expect(await queryClient.fetchQuery(query)).toEqual({ alerts: [alert] });
    await run(queryClient, dismissAlertMutation(client, queryClient), { advertiserId: ACME, alertId: 'al1' });
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET /v1/companies/${ACME}/alerts`,
      `POST /v1/companies/${ACME}/alerts/al1/dismiss`,
    ]);
    expect(isInvalidated(queryClient, query.queryKey)).toBe(true);
  });

  it('read scheduled reports and their runs under the advertiser; a run now refreshes both', async () => {
    const sent = { id: RUN_ID, status: 'sent', rows: 3 };
    const { client, queryClient, received } = await setup((req, res) =>
      json(
        res,
        200,
        req.method === 'POST' ? sent : req.url?.endsWith('/runs') ? { runs: [sent] } : { reports: [] },
      ),
    );
    const reports = listScheduledReportsQuery(client, ACME);
    const runs = listScheduledReportRunsQuery(client, ACME, 'r1');
    expect(reports.queryKey).toEqual(earshotKeys.list(ACME, 'scheduled-reports', {}));
    expect(runs.queryKey).toEqual(earshotKeys.detail(ACME, 'scheduled-report-runs', 'r1'));
    await queryClient.fetchQuery(reports);
    expect(await queryClient.fetchQuery(runs)).toEqual({ runs: [sent] });
    expect(() => listScheduledReportRunsQuery(client, ACME, null)).toThrow(
      'Missing required parameter scheduled report id',
    );
    expect(
      await run(queryClient, runScheduledReportMutation(client, queryClient), {
        advertiserId: ACME,
        reportId: 'r1',
      }),
    ).toEqual(sent);
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET /v1/companies/${ACME}/scheduled-reports`,
      `GET /v1/companies/${ACME}/scheduled-reports/r1/runs`,
      `POST /v1/companies/${ACME}/scheduled-reports/r1/run`,
    ]);
    expect(isInvalidated(queryClient, reports.queryKey)).toBe(true);
    expect(isInvalidated(queryClient, runs.queryKey)).toBe(true);
  });

  it('pause a scheduled report with a PATCH of its id', async () => {
    const { client, queryClient, received } = await setup((_req, res) =>
      json(res, 200, { id: 'r1', paused: true }),
    );
    await run(queryClient, updateScheduledReportMutation(client, queryClient), {
      advertiserId: ACME,
      reportId: 'r1',
      body: { paused: true },
    });
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      `PATCH /v1/companies/${ACME}/scheduled-reports/r1`,
    ]);
    expect(JSON.parse(String(received[0]?.body))).toEqual({ paused: true });
  });

  it('refresh the breakdowns read with the old attribution defaults when they change', async () => {
    const { client, queryClient } = await setup((_req, res) =>
      json(res, 200, { advertiser: {}, s3_data: null }),
    );
    const breakdown = getMetricsBreakdownQuery(client, ACME, { dimension: 'show' });
    queryClient.setQueryData(breakdown.queryKey, {
      rows: [],
      totals: {
        impressions: 0,
        reach: 0,
        listens: 0,
        clicks: 0,
        spend: 0,
        conversions: 0,
        pixel_conversions: 0,
        modeled_conversions: 0,
        conversion_value: 0,
        cpm: null,
        cpa: null,
        roas: null,
      },
    });
    await run(queryClient, updateAdvertiserMutation(client, queryClient), {
      advertiserId: ACME,
      body: { name: 'Acme Audio' },
    });
    expect(isInvalidated(queryClient, breakdown.queryKey)).toBe(false);
    await run(queryClient, updateAdvertiserMutation(client, queryClient), {
      advertiserId: ACME,
      body: { attribution_window_days: 7, attribution_model: 'linear' },
    });
    expect(isInvalidated(queryClient, breakdown.queryKey)).toBe(true);
  });
});

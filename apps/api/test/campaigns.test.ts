import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { day } from './days.ts';
import {
  campaignForm,
  cpaCampaign as cpaCampaignOf,
  cpmCampaign as cpmCampaignOf,
} from './fixtures/campaigns.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser } = demoAdvertisers;

const cpmCampaign = cpmCampaignOf('Autumn podcasts');
const cpaCampaign = cpaCampaignOf('Pay per purchase');

describeDatabases('campaigns', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  it('creates, lists, reads, updates and deletes a campaign', async () => {
    const created = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm(cpmCampaign),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Autumn podcasts',
      status: 'draft',
      advertiser_id: advertiser,
    });
    expect(created.body.targeting.brand_suitability.categories.hateSpeech).toBe(false);
    const id = created.body.id;

    const list = await call('editor', 'GET', `/companies/${advertiser}/campaigns`);
    expect(list.status).toBe(200);
    expect(list.body.map((campaign: { id: string }) => campaign.id)).toContain(id);

    const read = await call('viewer', 'GET', `/companies/${advertiser}/campaigns/${id}`);
    expect(read.body).toMatchObject({ id, budget: 5000, start_date: cpmCampaign.start_date });

    const patched = await call(
      'editor',
      'PATCH',
      `/companies/${advertiser}/campaigns/${id}`,
      campaignForm({ name: 'Renamed', budget: 6000 }),
    );
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Renamed', budget: 6000, end_date: cpmCampaign.end_date });

    expect((await call('owner', 'DELETE', `/companies/${advertiser}/campaigns/${id}`)).status).toBe(204);
    expect((await call('owner', 'GET', `/companies/${advertiser}/campaigns/${id}`)).status).toBe(404);
  });

  it('keeps targeting and optimization as sent', async () => {
    const targeting = {
      geo: {
        countries: ['US'],
        regions: ['US-CA'],
        cities: [{ name: 'San Francisco', region: 'US-CA', country: 'US' }],
        zip_codes: ['94107'],
      },
      players: [],
      inventory: [],
      placement: ['mid-roll'],
      audiences: [],
      languages: ['en'],
      dayparting: [{ day: 1, hour: 8 }],
      brand_suitability: { categories: { adult: true }, partners: ['sounder'] },
      data_partners: [],
    };
    const optimization = { conversion_events: ['purchase'], attribution_window_days: 14, tracking_urls: [] };
    const created = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm({ ...cpmCampaign, targeting, optimization }),
    );
    expect(created.status).toBe(201);
    expect(created.body.targeting.geo).toEqual(targeting.geo);
    expect(created.body.targeting.brand_suitability.categories).toMatchObject({ adult: true, arms: false });
    expect(created.body.optimization).toEqual(optimization);
  });

  it('targets no cities when none are sent, and gives campaigns stored before cities none', async () => {
    const created = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm(cpmCampaign),
    );
    expect(created.body.targeting.geo).toEqual({ countries: [], regions: [], cities: [], zip_codes: [] });
    // A campaign as stored before cities were targeted, then the migration that added them.
    await sessions.api.db.query(
      `UPDATE campaigns SET targeting = targeting #- '{geo,cities}' WHERE id = $1`,
      [created.body.id],
    );
    const before = await call('owner', 'GET', `/companies/${advertiser}/campaigns/${created.body.id}`);
    expect(before.body.targeting.geo).not.toHaveProperty('cities');
    await sessions.api.db.exec(
      await readFile(new URL('../migrations/082_campaign_cities.sql', import.meta.url), 'utf8'),
    );
    const after = await call('owner', 'GET', `/companies/${advertiser}/campaigns/${created.body.id}`);
    expect(after.body.targeting.geo.cities).toEqual([]);
    const malformed = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm({ ...cpmCampaign, targeting: { geo: { cities: [{ name: 'Paris', region: null }] } } }),
    );
    expect(malformed.status).toBe(422);
    expect(malformed.body.fields).toEqual({ 'targeting.geo.cities.0.country': 'country.invalid' });
  });

  it('answers 400 for a malformed or missing campaign part', async () => {
    const malformed = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm('{not json'),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.Message).toMatch(/campaign/);
    const missing = await call('owner', 'POST', `/companies/${advertiser}/campaigns`, new FormData());
    expect(missing.status).toBe(400);
    const json = await call('owner', 'POST', `/companies/${advertiser}/campaigns`, cpmCampaign);
    expect(json.status).toBe(400);
  });

  it('answers 422 with fields for invalid and unknown fields', async () => {
    const unknown = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm({ ...cpmCampaign, colour: 'red' }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('validation_failed');
    expect(unknown.body.fields).toEqual({ colour: 'field.unknown' });
    const invalid = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm({ ...cpmCampaign, goal: 'fame', budget: -1 }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.fields).toMatchObject({
      goal: 'campaign.goal.invalid',
      budget: 'campaign.budget.positive',
    });
    const foreignPlaylist = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm({ ...cpmCampaign, playlist_ids: ['00000000-0000-4000-8000-000000000000'] }),
    );
    expect(foreignPlaylist.status).toBe(422);
    expect(foreignPlaylist.body.fields).toEqual({ playlist_ids: 'campaign.playlist_ids.unknown' });
  });

  it('keeps a frequency cap within 5 a day, 35 a week or 50 a month, and lifts it with null', async () => {
    const created = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm({ ...cpmCampaign, frequency_cap: { count: 3, period: 'week' } }),
    );
    expect(created.status).toBe(201);
    expect(created.body.frequency_cap).toEqual({ count: 3, period: 'week' });
    const id = created.body.id;
    const path = `/companies/${advertiser}/campaigns/${id}`;
    expect((await call('viewer', 'GET', path)).body.frequency_cap).toEqual({ count: 3, period: 'week' });
    const monthly = await call(
      'owner',
      'PATCH',
      path,
      campaignForm({ frequency_cap: { count: 50, period: 'month' } }),
    );
    expect(monthly.body.frequency_cap).toEqual({ count: 50, period: 'month' });
    for (const [cap, message] of [
      [{ count: 6, period: 'day' }, 'campaign.frequency_cap.max_day'],
      [{ count: 36, period: 'week' }, 'campaign.frequency_cap.max_week'],
      [{ count: 0, period: 'month' }, 'campaign.frequency_cap.count'],
      [{ count: 2.5, period: 'week' }, 'campaign.frequency_cap.count'],
    ] as const) {
      const refused = await call('owner', 'PATCH', path, campaignForm({ frequency_cap: cap }));
      expect(refused.status).toBe(422);
      expect(refused.body.fields).toEqual({ 'frequency_cap.count': message });
    }
    const badPeriod = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm({ ...cpmCampaign, frequency_cap: { count: 2, period: 'year' } }),
    );
    expect(badPeriod.body.fields).toEqual({ 'frequency_cap.period': 'campaign.frequency_cap.period' });
    const lifted = await call('owner', 'PATCH', path, campaignForm({ frequency_cap: null }));
    expect(lifted.body.frequency_cap).toBeNull();
    // A campaign created without one has none.
    const plain = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm(cpmCampaign),
    );
    expect(plain.body.frequency_cap).toBeNull();
  });

  it('applies the CPA rules: budget ≥ 2000, ≥ 60 days, pacing 8', async () => {
    const tooSmall = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm({ ...cpaCampaign, budget: 1500, end_date: day(30), pacing_type: 1 }),
    );
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.fields).toEqual({
      budget: 'campaign.budget.min',
      end_date: 'campaign.duration.min',
      pacing_type: 'campaign.pacing_type.cpa',
    });
    const valid = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm(cpaCampaign),
    );
    expect(valid.status).toBe(201);
    expect(valid.body).toMatchObject({ billing_type: 3, pacing_type: 8 });
    const pacingEightOnCpm = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm({ ...cpmCampaign, pacing_type: 8 }),
    );
    expect(pacingEightOnCpm.body.fields).toEqual({ pacing_type: 'campaign.pacing_type.cpa_only' });
  });

  it('lets a CPA user (role 7) create and edit only cost-per-action campaigns', async () => {
    const cpm = await call('cpa', 'POST', `/companies/${advertiser}/campaigns`, campaignForm(cpmCampaign));
    expect(cpm.status).toBe(422);
    expect(cpm.body.fields).toMatchObject({ billing_type: 'campaign.billing_type.cpa' });
    const cpa = await call('cpa', 'POST', `/companies/${advertiser}/campaigns`, campaignForm(cpaCampaign));
    expect(cpa.status).toBe(201);
    const shorter = await call(
      'cpa',
      'PATCH',
      `/companies/${advertiser}/campaigns/${cpa.body.id}`,
      campaignForm({ end_date: day(20) }),
    );
    expect(shorter.status).toBe(422);
    const owned = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm(cpmCampaign),
    );
    const foreign = await call(
      'cpa',
      'PATCH',
      `/companies/${advertiser}/campaigns/${owned.body.id}`,
      campaignForm({ name: 'x' }),
    );
    expect(foreign.status).toBe(403);
  });

  it('refuses writes from view-only and reporting roles, and hides the advertiser from non-members', async () => {
    for (const who of ['viewer', 'reporter']) {
      const answer = await call(who, 'POST', `/companies/${advertiser}/campaigns`, campaignForm(cpmCampaign));
      expect(answer.status).toBe(403);
      expect(answer.body.Message).toBeTruthy();
    }
    expect((await call('nobody', 'GET', `/companies/${advertiser}/campaigns`)).status).toBe(404);
    expect(
      (await call('nobody', 'POST', `/companies/${advertiser}/campaigns`, campaignForm(cpmCampaign))).status,
    ).toBe(404);
  });

  it('reports values the database cannot hold as field errors, and refuses NUL text', async () => {
    const huge = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm({ ...cpmCampaign, budget: 1e300 }),
    );
    expect(huge.status).toBe(422);
    expect(huge.body.fields).toEqual({ budget: 'field.invalid' });
    const nul = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm({ ...cpmCampaign, name: 'a\u0000b' }),
    );
    expect(nul.status).toBe(400);
    expect(nul.body.Message).toMatch(/NUL/);
  });

  it('answers 400 for bad ids and 404 for unknown campaigns', async () => {
    expect((await call('owner', 'GET', '/companies/not-a-uuid/campaigns')).status).toBe(400);
    expect((await call('owner', 'GET', `/companies/${advertiser}/campaigns/42`)).status).toBe(400);
    expect(
      (await call('owner', 'GET', `/companies/${advertiser}/campaigns/00000000-0000-4000-8000-000000000000`))
        .status,
    ).toBe(404);
  });

  it('keeps completed campaigns unchanged and running ones undeletable (409)', async () => {
    const list = await call('owner', 'GET', `/companies/${advertiser}/campaigns`);
    const completed = list.body.find((campaign: { status: string }) => campaign.status === 'completed');
    const running = list.body.find((campaign: { status: string }) => campaign.status === 'running');
    expect(
      (
        await call(
          'owner',
          'PATCH',
          `/companies/${advertiser}/campaigns/${completed.id}`,
          campaignForm({ name: 'x' }),
        )
      ).status,
    ).toBe(409);
    expect((await call('owner', 'DELETE', `/companies/${advertiser}/campaigns/${running.id}`)).status).toBe(
      409,
    );
  });

  it('seeds the demo advertiser with campaigns in several statuses, one of them CPA', async () => {
    const list = await call('owner', 'GET', `/companies/${advertiser}/campaigns`);
    const statuses = new Set(list.body.map((campaign: { status: string }) => campaign.status));
    expect(statuses).toEqual(new Set(['draft', 'scheduled', 'running', 'paused', 'completed']));
    expect(list.body.some((campaign: { billing_type: number }) => campaign.billing_type === 3)).toBe(true);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/services/catalogue/seedCatalogue.ts';
import { day } from './days.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { ANONYMOUS, roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser } = demoAdvertisers;

/** Items loaded for the suite: every collection has hundreds, few enough to load in seconds. */
const CATALOGUE_SIZE = 3000;

/** A day's supply on average, as a share of the daily supply (the simulator's variation and shocks). */
const MEAN_SUPPLY_SHARE = 1 - 0.06 * (1 - 0.35);

type Range = { low: number; mid: number; high: number };
type Forecast = {
  impressions: Range;
  reach: Range;
  average_frequency: number;
  cpm: { low: number; high: number };
  available_impressions: number;
  delivery_likelihood: 'low' | 'medium' | 'high';
  reach_curve: { budget: number; impressions: number; reach: number }[];
  warnings: { code: string; message: string }[];
};
type Document = {
  id: string;
  audience_size: number;
  weekly_impressions: number;
  cpm_floor: number;
  genres: string[];
};

/** A plan of 5,000 over the 30 days from tomorrow, evenly paced, everything else left out. */
const plan = (changes: object = {}) => ({
  budget: 5000,
  start_date: day(1),
  end_date: day(30),
  pacing_type: 5,
  ...changes,
});

const codes = (forecast: Forecast) => forecast.warnings.map((warning) => warning.code);

describeDatabases('campaign forecast', (database) => {
  const sessions = roleSessionsForSuite(database, ['owner', 'viewer', 'reporter', 'cpa', 'nobody']);
  const { call } = sessions;
  let podcasts: Document[] = [];

  async function forecast(body: unknown, who = 'owner'): Promise<Forecast> {
    const answer = await call(who, 'POST', `/companies/${advertiser}/forecast`, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  }

  async function playlistOf(ids: string[]): Promise<{ id: string; reach: number }> {
    const answer = await call('owner', 'POST', `/companies/${advertiser}/playlists`, {
      name: `Forecast ${ids.length} ${Math.random()}`,
      type: 'podcast',
      inventory_ids: ids,
    });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  beforeAll(async () => {
    await seedCatalogue(sessions.api.db, { size: CATALOGUE_SIZE });
    const query = new URLSearchParams({ q: '*', query_by: 'name', per_page: '250' });
    const response = await fetch(
      `${sessions.api.baseUrl}/search/collections/podcast_v2/documents/search?${query}`,
      { headers: { 'X-TYPESENSE-API-KEY': sessions.api.config.searchApiKey } },
    );
    podcasts = ((await response.json()) as { hits: { document: Document }[] }).hits.map(
      (hit) => hit.document,
    );
  }, 120_000);

  describe('what a plan buys', () => {
    it('answers ranges in order, reach within impressions, and a reach curve over budgets', async () => {
      const answer = await forecast(plan());
      const { impressions, reach, reach_curve: curve } = answer;
      expect(impressions.low).toBeLessThanOrEqual(impressions.mid);
      expect(impressions.mid).toBeLessThanOrEqual(impressions.high);
      expect(reach.low).toBeLessThanOrEqual(reach.mid);
      expect(reach.mid).toBeLessThanOrEqual(reach.high);
      expect(reach.high).toBeLessThanOrEqual(impressions.high);
      expect(answer.average_frequency).toBeCloseTo(impressions.mid / reach.mid, 2);
      // 5,000 at a CPM between its bounds: what the budget buys, give or take the last day's shortfall.
      expect(impressions.mid).toBeGreaterThan((5000 / answer.cpm.high) * 1000 * 0.95);
      expect(impressions.mid).toBeLessThan((5000 / answer.cpm.low) * 1000);
      expect(curve.length).toBeGreaterThanOrEqual(8);
      expect(curve.length).toBeLessThanOrEqual(64);
      expect(curve.map((point) => point.budget)).toContain(5000);
      for (const [i, point] of curve.entries()) {
        if (i === 0) continue;
        const before = curve[i - 1] as (typeof curve)[number];
        expect(point.budget).toBeGreaterThan(before.budget);
        expect(point.reach).toBeGreaterThanOrEqual(before.reach);
        expect(point.impressions).toBeGreaterThanOrEqual(before.impressions);
      }
      expect(answer.delivery_likelihood).toBe('high');
      expect(answer.warnings).toEqual([]);
    });

    it('reads a campaign as getCampaign answers it, ignoring the fields a forecast does not use', async () => {
      const campaigns = await call('owner', 'GET', `/companies/${advertiser}/campaigns`);
      const running = campaigns.body.find((campaign: { status: string }) => campaign.status === 'running');
      const asRead = await forecast(running);
      const fields = ['budget', 'max_daily_budget', 'start_date', 'end_date', 'pacing_type', 'billing_type'];
      const own = Object.fromEntries(
        [...fields, 'playlist_ids', 'targeting', 'audience_ids', 'frequency_cap'].map((field) => [
          field,
          running[field],
        ]),
      );
      expect(asRead).toEqual(await forecast(own));
    });

    it("buys its playlists' items as search describes them: their weekly impressions and CPM floors", async () => {
      const items = podcasts.slice(0, 5);
      const playlist = await playlistOf(items.map((item) => item.id));
      const weekly = items.reduce((sum, item) => sum + item.weekly_impressions, 0);
      const floor = items.reduce((sum, item) => sum + item.cpm_floor * item.weekly_impressions, 0) / weekly;
      const answer = await forecast(plan({ end_date: day(7), playlist_ids: [playlist.id] }));
      expect(Math.abs(answer.available_impressions - weekly * MEAN_SUPPLY_SHARE)).toBeLessThanOrEqual(1);
      expect(answer.cpm.low).toBeCloseTo(floor * 1.05, 1);
      expect(answer.cpm.high).toBeCloseTo(floor * 1.35, 1);
      // The targeting's own inventory list narrows the playlists' items to those it names.
      const narrowed = await forecast(
        plan({ end_date: day(7), playlist_ids: [playlist.id], targeting: { inventory: [items[0]?.id] } }),
      );
      expect(
        Math.abs(narrowed.available_impressions - (items[0]?.weekly_impressions ?? 0) * MEAN_SUPPLY_SHARE),
      ).toBeLessThanOrEqual(1);
    });

    it("narrows supply by the geo's population, counting a place inside another once", async () => {
      const everywhere = (await forecast(plan())).available_impressions;
      const us = (await forecast(plan({ targeting: { geo: { countries: ['US'] } } }))).available_impressions;
      // The United States hold about 8% of the inhabitants of the gazetteer's places.
      expect(us / everywhere).toBeGreaterThan(0.06);
      expect(us / everywhere).toBeLessThan(0.11);
      const california = (await forecast(plan({ targeting: { geo: { regions: ['US-CA'] } } })))
        .available_impressions;
      expect(california).toBeLessThan(us);
      expect(california).toBeGreaterThan(us * 0.05);
      const both = await forecast(plan({ targeting: { geo: { countries: ['US'], regions: ['US-CA'] } } }));
      expect(both.available_impressions).toBe(us);
      const chicago = { name: 'Chicago', region: 'US-IL', country: 'US' };
      const city = (await forecast(plan({ targeting: { geo: { cities: [chicago] } } })))
        .available_impressions;
      const cityAndZip = await forecast(
        plan({ targeting: { geo: { cities: [chicago], zip_codes: ['60601'] } } }),
      );
      expect(city).toBeLessThan(california);
      expect(cityAndZip.available_impressions).toBe(city);
      const zip = (await forecast(plan({ targeting: { geo: { zip_codes: ['60601'] } } })))
        .available_impressions;
      expect(zip).toBeLessThan(city);
      expect(zip).toBeGreaterThan(0);
    });

    it('narrows supply by hours, languages, players, placements, audiences and brand safety', async () => {
      const base = (await forecast(plan())).available_impressions;
      const narrowed = [
        { dayparting: [{ day: 1, hour: 8 }] },
        { languages: ['es'] },
        { players: ['Spotify'] },
        { placement: ['pre-roll'] },
        { audiences: ['segment-that-is-unknown'] },
        { brand_suitability: { categories: { crime: true, profanity: true } } },
      ];
      for (const targeting of narrowed) {
        const answer = await forecast(plan({ targeting }));
        expect(answer.available_impressions, JSON.stringify(targeting)).toBeLessThan(base);
      }
      // Morning rush hours sell more than the small hours.
      const rush = await forecast(plan({ targeting: { dayparting: [{ day: 2, hour: 8 }] } }));
      const night = await forecast(plan({ targeting: { dayparting: [{ day: 2, hour: 3 }] } }));
      expect(rush.available_impressions).toBeGreaterThan(night.available_impressions * 5);
    });
  });

  describe('warnings, each naming the change that fixes it', () => {
    it('warns when the targeting is too narrow to spend the budget, and not once it is widened', async () => {
      const playlist = await playlistOf([podcasts[0]?.id as string]);
      const narrow = await forecast(
        plan({ budget: 50_000, playlist_ids: [playlist.id], targeting: { geo: { zip_codes: ['60601'] } } }),
      );
      const warning = narrow.warnings.find((entry) => entry.code === 'targeting_too_narrow');
      expect(warning?.message).toMatch(/^Widen the geo, hours or audiences, or add inventory: /);
      expect(narrow.delivery_likelihood).toBe('low');
      expect(narrow.impressions.high).toBeLessThanOrEqual(narrow.available_impressions * 1.25);
      const wide = await forecast(plan({ budget: 50_000, targeting: { geo: { countries: ['US'] } } }));
      expect(codes(wide)).not.toContain('targeting_too_narrow');
      expect(wide.available_impressions).toBeGreaterThan(narrow.available_impressions);
      expect(wide.delivery_likelihood).toBe('high');
    });

    it('suggests a longer flight when one of a few weeks would spend the budget', async () => {
      const sellers = [...podcasts].sort((a, b) => b.weekly_impressions - a.weekly_impressions);
      const playlist = await playlistOf(sellers.slice(0, 2).map((item) => item.id));
      const body = plan({ playlist_ids: [playlist.id], end_date: day(3) });
      const probe = await forecast(body);
      // A budget buying about 2.5 times what the three days offer: eight days would spend it.
      const cpm = (probe.cpm.low + probe.cpm.high) / 2;
      const budget = Math.round(probe.available_impressions * 2.5 * cpm) / 1000;
      const short = await forecast({ ...body, budget });
      expect(codes(short)).toEqual(['targeting_too_narrow', 'flight_too_short']);
      const message = short.warnings[1]?.message ?? '';
      expect(message).toMatch(
        /^Lengthen the flight to at least (7|8|9) days: at about [\d,]+ impressions a day, 3 days cannot spend the budget\.$/,
      );
      const needed = Number(/at least (\d+) days/.exec(message)?.[1]);
      const longer = await forecast({ ...body, budget, end_date: day(needed) });
      expect(codes(longer)).toEqual([]);
    });

    it('warns of a max daily budget that caps spend below the budget, and spends no more', async () => {
      const answer = await forecast(plan({ pacing_type: 2, max_daily_budget: 40 }));
      const warning = answer.warnings.find((entry) => entry.code === 'daily_cap_limits_delivery');
      expect(warning?.message).toMatch(
        /^Raise the max daily budget to at least \$167 or lengthen the flight: \$40\.00 a day for 30 days spends at most \$1,200 of the \$5,000 budget\.$/,
      );
      expect(answer.impressions.high).toBeLessThanOrEqual(((40 * 30) / answer.cpm.low) * 1000);
      expect(answer.delivery_likelihood).toBe('low');
    });

    it('limits impressions to listeners × cap × periods, and warns when the cap holds spend back', async () => {
      const playlist = await playlistOf([podcasts[1]?.id as string]);
      const body = { budget: 50_000, playlist_ids: [playlist.id] };
      const capped = await forecast(plan({ ...body, frequency_cap: { count: 1, period: 'month' } }));
      expect(codes(capped)).toContain('frequency_cap_limits_delivery');
      expect(
        capped.warnings.find((entry) => entry.code === 'frequency_cap_limits_delivery')?.message,
      ).toMatch(
        /^Raise the frequency cap: at 1 a month, the [\d,]+ listeners the targeting reaches can hear about [\d,]+ impressions/,
      );
      // One impression a listener over the flight: every impression reaches someone new (the simulator
      // holds supply to the cap's allowance on average over the flight, not on each day).
      expect(capped.average_frequency).toBeLessThanOrEqual(1.05);
      const daily = await forecast(plan({ ...body, frequency_cap: { count: 5, period: 'day' } }));
      expect(daily.impressions.mid).toBeGreaterThan(capped.impressions.mid);
      expect(capped.available_impressions).toBe(daily.available_impressions);
    });

    it('warns of a flight that has ended and of a budget too small to measure', async () => {
      const past = await forecast(plan({ start_date: day(-20), end_date: day(-10) }));
      expect(past.warnings.find((entry) => entry.code === 'flight_in_past')?.message).toBe(
        `Move the flight to today or later: it ended on ${day(-10)}, so it can no longer deliver.`,
      );
      expect(past.delivery_likelihood).toBe('low');
      const small = await forecast(plan({ budget: 20 }));
      expect(small.warnings.find((entry) => entry.code === 'budget_too_small')?.message).toMatch(
        /^Raise the budget to at least \$[\d,.]+: \$20\.00 buys about [\d,]+ impressions/,
      );
    });
  });

  describe('who may forecast, and what it refuses', () => {
    it('lets every role that reads campaigns forecast; others learn nothing', async () => {
      for (const who of ['viewer', 'reporter', 'cpa']) await forecast(plan(), who);
      expect((await call('nobody', 'POST', `/companies/${advertiser}/forecast`, plan())).status).toBe(404);
      expect((await call(ANONYMOUS, 'POST', `/companies/${advertiser}/forecast`, plan())).status).toBe(401);
    });

    it('answers 422 with field errors for a plan it cannot read, as createCampaign does', async () => {
      const cases: [unknown, Record<string, string>][] = [
        [{ start_date: day(1), end_date: day(2) }, { budget: 'campaign.budget.required' }],
        [plan({ end_date: day(0) }), { end_date: 'campaign.end_date.before_start' }],
        [
          plan({ frequency_cap: { count: 6, period: 'day' } }),
          { 'frequency_cap.count': 'campaign.frequency_cap.max_day' },
        ],
        [plan({ pacing_type: 2 }), { max_daily_budget: 'campaign.max_daily_budget.required' }],
        [
          plan({ playlist_ids: ['00000000-0000-4000-8000-000000000000'] }),
          { playlist_ids: 'campaign.playlist_ids.unknown' },
        ],
        [
          plan({ audience_ids: ['00000000-0000-4000-8000-000000000000'] }),
          { audience_ids: 'campaign.audience_ids.unknown' },
        ],
        [plan({ end_date: '2999-12-31' }), { end_date: 'field.invalid' }],
        [plan({ budget: 1e15 }), { budget: 'field.invalid' }],
        // Fields of a campaign are read and ignored; others are refused, as every body refuses them.
        [plan({ unknown_field: 1 }), { unknown_field: 'field.unknown' }],
      ];
      for (const [body, fields] of cases) {
        const answer = await call('owner', 'POST', `/companies/${advertiser}/forecast`, body);
        expect(answer.status, JSON.stringify(body)).toBe(422);
        expect(answer.body.fields).toMatchObject(fields);
        expect(answer.body.code).toBe('validation_failed');
      }
    });
  });

  describe("a playlist's reach", () => {
    it("is one show's audience for one show, and counts listeners of several shows once", async () => {
      const [first, second] = podcasts;
      const one = await playlistOf([first?.id as string]);
      // The sketch's error (3.3%) and the model's 256 listeners per simulated id.
      expect(Math.abs(one.reach - (first?.audience_size ?? 0))).toBeLessThanOrEqual(
        (first?.audience_size ?? 0) * 0.07 + 256,
      );
      const items = podcasts.slice(0, 40);
      const many = await playlistOf(items.map((item) => item.id));
      const audiences = items.reduce((sum, item) => sum + item.audience_size, 0);
      expect(many.reach).toBeLessThan(audiences * 1.07);
      expect(many.reach).toBeGreaterThan(Math.max(...items.map((item) => item.audience_size)));
      const unknown = await playlistOf(['podcast-0001']);
      expect(unknown.reach).toBe(0);
      expect(second).toBeDefined();
    });
  });
});

import { describe, expect, it } from 'vitest';
import { type DeliveringCampaign, simulateCampaign } from '../src/services/delivery/simulateCampaign.ts';
import { simulateDelivery } from '../src/services/delivery/simulateDelivery.ts';
import { LIMIT_MARGIN_CENTS, spendingLedger } from '../src/services/delivery/spendingLedger.ts';
import { campaignForm } from './fixtures/campaigns.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded, fresh } = demoAdvertisers;

describe('the spending ledger', () => {
  it('leaves each campaign the least of the monthly limit and its cap, and nothing under 1.00', () => {
    const ledger = spendingLedger(
      { monthlyLimitCents: 50_000, campaignCapsCents: new Map([['a', 10_000]]) },
      new Map([['2026-11', new Map([['b', 30_000]])]]),
    );
    expect(ledger.allowanceCents('a', '2026-11-03')).toBe(10_000);
    expect(ledger.allowanceCents('b', '2026-11-03')).toBe(20_000);
    ledger.record('a', '2026-11-03', 9_950);
    expect(ledger.allowanceCents('a', '2026-11-04')).toBe(0);
    expect(ledger.allowanceCents('b', '2026-11-04')).toBe(10_050);
    // A new month starts from nothing spent.
    expect(ledger.allowanceCents('a', '2026-12-01')).toBe(10_000);
    const free = spendingLedger({ monthlyLimitCents: null, campaignCapsCents: new Map() }, new Map());
    expect(free.allowanceCents('a', '2026-11-01')).toBe(Number.POSITIVE_INFINITY);
    expect(LIMIT_MARGIN_CENTS).toBe(100);
  });

  it('never lets a day spend past its allowance, and plays the same day by day as at once', () => {
    const campaign: DeliveringCampaign = {
      id: 'a7d1c0de-0000-4000-8000-00000000000a',
      goal: 'brand',
      pacing_type: 1,
      budget: 5000,
      max_daily_budget: null,
      start_date: '2026-01-01',
      end_date: '2026-01-10',
    };
    const supply = { dailyImpressions: 60_000, cpm: 20 };
    const start = { spentCents: 0, conversionCarry: 0, controlCarry: 0 };
    const capped = simulateCampaign(campaign, supply, start, ['2026-01-01'], 12_345);
    expect(capped.rows[0]?.spendCents).toBeLessThanOrEqual(12_345);
    expect(capped.rows[0]?.spendCents).toBeGreaterThan(12_345 - LIMIT_MARGIN_CENTS);
    expect(simulateCampaign(campaign, supply, start, ['2026-01-01'], 0).rows).toEqual([]);
    const days = ['2026-01-01', '2026-01-02', '2026-01-03'];
    const atOnce = simulateCampaign(campaign, supply, start, days);
    let state = start;
    const oneByOne = days.flatMap((day) => {
      const played = simulateCampaign(campaign, supply, state, [day]);
      state = played.state;
      return played.rows;
    });
    expect(oneByOne).toEqual(atOnce.rows);
  });
});

describeDatabases('spending limits', (database) => {
  const sessions = roleSessionsForSuite(database, ['owner', 'editor', 'viewer', 'reporter', 'cpa', 'nobody']);
  const { call } = sessions;
  const limitsPath = `/companies/${onboarded}/spending-limits`;

  async function runningCampaign(): Promise<{ id: string; name: string }> {
    const list = await call('owner', 'GET', `/companies/${onboarded}/campaigns`);
    const running = list.body.find((campaign: { status: string }) => campaign.status === 'running');
    if (!running) throw new Error('The demo advertiser has no running campaign');
    return running;
  }

  it('has none at first, with this month’s spend', async () => {
    const limits = await call('owner', 'GET', limitsPath);
    expect(limits.status).toBe(200);
    expect(limits.body).toEqual({
      monthly_limit: null,
      month: new Date().toISOString().slice(0, 7),
      month_spend: expect.any(Number),
      reached: false,
      currency: 'USD',
      campaign_caps: [],
    });
  });

  it('stops every running campaign at the monthly limit: the campaign says why and an alert opens', async () => {
    const saved = await call('editor', 'PATCH', limitsPath, { monthly_limit: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ monthly_limit: 0, reached: true });
    const running = await runningCampaign();
    const campaign = await call('viewer', 'GET', `/companies/${onboarded}/campaigns/${running.id}`);
    expect(campaign.body.delivery.state).toBe('monthly_limit_reached');
    const alerts = await call('viewer', 'GET', `/companies/${onboarded}/alerts`);
    expect(alerts.body.alerts).toContainEqual(
      expect.objectContaining({
        campaign_id: running.id,
        kind: 'spending_limit_reached',
        severity: 'critical',
        message: `"${running.name}" stopped delivering for this month: it reached the advertiser's monthly spending limit`,
      }),
    );

    const lifted = await call('owner', 'PATCH', limitsPath, { monthly_limit: null });
    expect(lifted.body).toMatchObject({ monthly_limit: null, reached: false });
    const after = await call('viewer', 'GET', `/companies/${onboarded}/campaigns/${running.id}`);
    expect(after.body.delivery.state).not.toBe('monthly_limit_reached');
    const cleared = await call('viewer', 'GET', `/companies/${onboarded}/alerts`);
    expect(cleared.body.alerts.map((alert: { kind: string }) => alert.kind)).not.toContain(
      'spending_limit_reached',
    );
  });

  it('stops one campaign at its own cap', async () => {
    const running = await runningCampaign();
    const saved = await call('owner', 'PATCH', limitsPath, {
      campaign_caps: [{ campaign_id: running.id, monthly_cap: 0 }],
    });
    expect(saved.body.campaign_caps).toEqual([
      {
        campaign_id: running.id,
        campaign_name: running.name,
        monthly_cap: 0,
        month_spend: expect.any(Number),
        reached: true,
      },
    ]);
    const campaign = await call('owner', 'GET', `/companies/${onboarded}/campaigns/${running.id}`);
    expect(campaign.body.delivery.state).toBe('campaign_cap_reached');
    await call('owner', 'PATCH', limitsPath, { campaign_caps: [] });
  });

  it('answers 422 for bad limits and caps of unknown campaigns, changing nothing', async () => {
    const cases: unknown[] = [
      {},
      { monthly_limit: -5 },
      { monthly_limit: 10.555 },
      { monthly_limit: '100' },
      { campaign_caps: [{ campaign_id: 'nope', monthly_cap: 10 }] },
      { campaign_caps: [{ campaign_id: '00000000-0000-4000-8000-000000000000', monthly_cap: 10 }] },
      { monthly_limit: 10, extra: true },
    ];
    for (const body of cases) {
      const answer = await call('owner', 'PATCH', limitsPath, body);
      expect({ body, status: answer.status }).toEqual({ body, status: 422 });
      expect(answer.body.Message).toEqual(expect.any(String));
    }
    expect((await call('owner', 'GET', limitsPath)).body).toMatchObject({
      monthly_limit: null,
      campaign_caps: [],
    });
  });

  it('lets roles 1, 2 and admins read and change them: 403 for roles 3, 4 and 7, 404 for strangers', async () => {
    for (const who of ['viewer', 'reporter', 'cpa']) {
      expect((await call(who, 'GET', limitsPath)).status).toBe(403);
      expect((await call(who, 'PATCH', limitsPath, { monthly_limit: 5 })).status).toBe(403);
    }
    expect((await call('nobody', 'GET', limitsPath)).status).toBe(404);
  });

  it('makes the delivery simulator stop at the limit and at a cap', async () => {
    // Two even-paced campaigns of 10,000 over a month ahead, played up to its 15th.
    const ahead = new Date();
    const month = new Date(Date.UTC(ahead.getUTCFullYear(), ahead.getUTCMonth() + 2, 1))
      .toISOString()
      .slice(0, 7);
    const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
      .toISOString()
      .slice(0, 10);
    const ids: string[] = [];
    for (const name of ['Capped morning', 'Open evening']) {
      const created = await call(
        'owner',
        'POST',
        `/companies/${fresh}/campaigns`,
        campaignForm({
          name,
          goal: 'brand',
          campaign_type: 1,
          budget: 10_000,
          start_date: `${month}-01`,
          end_date: lastDay,
          pacing_type: 5,
          billing_type: 1,
        }),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.id);
    }
    const [capped, open] = ids as [string, string];
    await sessions.api.db.query("UPDATE campaigns SET status = 'running' WHERE id = ANY($1::uuid[])", [ids]);
    const limits = await call('owner', 'PATCH', `/companies/${fresh}/spending-limits`, {
      monthly_limit: 1000,
      campaign_caps: [{ campaign_id: capped, monthly_cap: 100 }],
    });
    expect(limits.status).toBe(200);

    await simulateDelivery(sessions.api.db, fresh, new Date(`${month}-15T12:00:00Z`));
    const { rows } = await sessions.api.db.query<{ campaign_id: string; cents: string; days: string }>(
      `SELECT campaign_id::text AS campaign_id, round(sum(spend) * 100) AS cents, count(*) AS days
         FROM campaign_daily_metrics WHERE advertiser_uuid = $1 AND day >= $2::date GROUP BY 1`,
      [fresh, `${month}-01`],
    );
    const spent = new Map(rows.map((row) => [row.campaign_id, Number(row.cents)]));
    const cappedCents = spent.get(capped) ?? 0;
    const total = cappedCents + (spent.get(open) ?? 0);
    expect(cappedCents).toBeLessThanOrEqual(10_000);
    expect(cappedCents).toBeGreaterThan(10_000 - LIMIT_MARGIN_CENTS);
    expect(total).toBeLessThanOrEqual(100_000);
    expect(total).toBeGreaterThan(100_000 - LIMIT_MARGIN_CENTS);
    // Even pacing wants about 333 a day each: the limit stops both within the first days, not on the 14th.
    for (const row of rows) expect(Number(row.days)).toBeLessThan(14);
  });
});

import { expect, it } from 'vitest';
import { day } from './days.ts';
import { campaignForm, cpmCampaign } from './fixtures/campaigns.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser } = demoAdvertisers;

type Alert = { id: string; campaign_id: string; campaign_name: string; kind: string; severity: string };

describeDatabases('alerts', (database) => {
  const sessions = roleSessionsForSuite(database, ['owner', 'editor', 'viewer', 'nobody']);
  const { call } = sessions;

  /** A launched campaign of Acme Audio that started 5 days ago, from `changes` over a CPM campaign. */
  async function launched(name: string, changes: object = {}) {
    const created = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm({ ...cpmCampaign(name, -5), ...changes }),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(
      (await call('owner', 'POST', `/companies/${advertiser}/campaigns/${id}/status`, { action: 'launch' }))
        .status,
    ).toBe(200);
    return id;
  }

  const alertsOf = async (who: string, campaignId: string): Promise<Alert[]> => {
    const answer = await call(who, 'GET', `/companies/${advertiser}/alerts`);
    expect(answer.status).toBe(200);
    return (answer.body.alerts as Alert[]).filter((alert) => alert.campaign_id === campaignId);
  };

  it('warns of under-delivery days before the flight ends, from the projected spend', async () => {
    // Fixed daily pacing capped at 40 a day cannot spend 5,000 in 31 days.
    const id = await launched('Capped too low', { pacing_type: 2, max_daily_budget: 40 });
    const campaign = await call('owner', 'GET', `/companies/${advertiser}/campaigns/${id}`);
    expect(campaign.body.delivery.state).toBe('under_delivering');
    expect(campaign.body.end_date > day(0)).toBe(true);
    const alerts = await alertsOf('viewer', id);
    expect(alerts).toEqual([
      expect.objectContaining({
        kind: 'under_delivery',
        severity: 'warning',
        campaign_name: 'Capped too low',
      }),
    ]);
  });

  it('tells of a campaign ending soon and of one that spent its whole budget, the most severe first', async () => {
    const ending = await launched('Ending soon', { end_date: day(1), budget: 600 });
    expect((await alertsOf('owner', ending)).map((alert) => alert.kind)).toContain('ending_soon');
    const spent = await launched('Spent out');
    // Its finished days are simulated first (by the list); then it has spent everything.
    await alertsOf('owner', spent);
    await sessions.api.db.query('UPDATE campaigns SET spend = budget WHERE id = $1', [spent]);
    const answer = await call('owner', 'GET', `/companies/${advertiser}/alerts`);
    const kinds = (answer.body.alerts as Alert[]).filter((alert) => alert.campaign_id === spent);
    expect(kinds.map((alert) => [alert.kind, alert.severity])).toContainEqual([
      'budget_exhausted',
      'critical',
    ]);
    expect(answer.body.alerts[0].severity).toBe('critical');
  });

  it('hides a dismissed alert while its condition holds, and opens a new one when it recurs', async () => {
    const id = await launched('Dismiss me', { pacing_type: 2, max_daily_budget: 40 });
    const [alert] = await alertsOf('owner', id);
    expect(alert?.kind).toBe('under_delivery');
    const path = `/companies/${advertiser}/alerts/${alert?.id}/dismiss`;
    expect((await call('viewer', 'POST', path)).status).toBe(403);
    expect((await call('nobody', 'POST', path)).status).toBe(404);
    expect((await call('editor', 'POST', path)).status).toBe(204);
    expect(await alertsOf('owner', id)).toEqual([]);
    // Paused, the campaign raises nothing: the alert is resolved. Resumed, it under-delivers again.
    await call('owner', 'POST', `/companies/${advertiser}/campaigns/${id}/status`, { action: 'pause' });
    expect(await alertsOf('owner', id)).toEqual([]);
    await call('owner', 'POST', `/companies/${advertiser}/campaigns/${id}/status`, { action: 'resume' });
    const [again] = await alertsOf('owner', id);
    expect(again?.kind).toBe('under_delivery');
    expect(again?.id).not.toBe(alert?.id);
    expect((await call('owner', 'POST', path)).status).toBe(404);
  });

  it('answers 400 for an alert id that is not a uuid and 404 for an unknown one', async () => {
    expect((await call('owner', 'POST', `/companies/${advertiser}/alerts/nope/dismiss`)).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('owner', 'POST', `/companies/${advertiser}/alerts/${unknown}/dismiss`)).status).toBe(
      404,
    );
  });

  it('holds, in the demo data, a campaign in every delivery state and an open under-delivery alert', async () => {
    const campaigns = await call('owner', 'GET', `/companies/${advertiser}/campaigns`);
    const states = new Set(
      campaigns.body.map((campaign: { delivery: { state: string } }) => campaign.delivery.state),
    );
    expect([...states].sort()).toEqual([
      'ended',
      'not_started',
      'on_track',
      'over_delivering',
      'under_delivering',
    ]);
    const alerts = await call('viewer', 'GET', `/companies/${advertiser}/alerts`);
    expect(alerts.body.alerts).toContainEqual(
      expect.objectContaining({ kind: 'under_delivery', campaign_name: 'Weekend Drive — Radio' }),
    );
  });
});

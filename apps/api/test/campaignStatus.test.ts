import {
  CAMPAIGN_ACTIONS,
  CAMPAIGN_STATUSES,
  type Campaign,
  type CampaignAction,
  type CampaignStatus,
  campaignActionsFor,
  campaignDelivery,
} from '@earshot/validators';
import { expect, it } from 'vitest';
import { campaignForm, cpaCampaign, cpmCampaign } from './fixtures/campaigns.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { ANONYMOUS, roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser } = demoAdvertisers;

/** What each allowed action leads to, for a campaign whose start date has passed / is ahead. */
const AFTER: Record<CampaignAction, { started: CampaignStatus; ahead: CampaignStatus }> = {
  launch: { started: 'running', ahead: 'scheduled' },
  pause: { started: 'paused', ahead: 'paused' },
  resume: { started: 'running', ahead: 'scheduled' },
  end: { started: 'completed', ahead: 'completed' },
};

describeDatabases('campaign status', (database) => {
  const sessions = roleSessionsForSuite(database, [
    'owner',
    'editor',
    'viewer',
    'reporter',
    'cpa',
    'nobody',
    'admin',
  ]);
  const { call } = sessions;

  /** A campaign of Acme Audio in `status`, starting `startOffset` days from today. */
  async function campaignIn(status: CampaignStatus, startOffset = -5, of = cpmCampaign) {
    const created = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm(of('Lifecycle', startOffset)),
    );
    expect(created.status).toBe(201);
    await sessions.api.db.query('UPDATE campaigns SET status = $2 WHERE id = $1', [created.body.id, status]);
    return created.body.id as string;
  }

  const change = (who: string, id: string, body: unknown) =>
    call(who, 'POST', `/companies/${advertiser}/campaigns/${id}/status`, body);

  it('makes every transition the table allows, by the start date, and refuses every other with 409', async () => {
    for (const status of CAMPAIGN_STATUSES) {
      for (const action of CAMPAIGN_ACTIONS) {
        for (const [when, startOffset] of [
          ['started', -5],
          ['ahead', 5],
        ] as const) {
          const id = await campaignIn(status, startOffset);
          const answer = await change('owner', id, { action });
          if (campaignActionsFor(status).includes(action)) {
            expect(answer.status, `${action} on ${status} (${when})`).toBe(200);
            expect(answer.body).toMatchObject({ id, status: AFTER[action][when] });
          } else {
            expect(answer.status, `${action} on ${status} (${when})`).toBe(409);
            expect(answer.body.Message).toContain(`The campaign is ${status}`);
            const stored = await call('owner', 'GET', `/companies/${advertiser}/campaigns/${id}`);
            expect(stored.body.status).toBe(status);
          }
        }
      }
    }
  });

  it('lets roles 1 and 2 and admins change the status; refuses roles 3 and 4 (403) and strangers (404)', async () => {
    for (const who of ['owner', 'editor', 'admin']) {
      expect((await change(who, await campaignIn('running'), { action: 'pause' })).status, who).toBe(200);
    }
    const running = await campaignIn('running');
    for (const who of ['viewer', 'reporter']) {
      expect((await change(who, running, { action: 'pause' })).status, who).toBe(403);
    }
    expect((await change('nobody', running, { action: 'pause' })).status).toBe(404);
    expect((await change(ANONYMOUS, running, { action: 'pause' })).status).toBe(401);
    const stored = await call('owner', 'GET', `/companies/${advertiser}/campaigns/${running}`);
    expect(stored.body.status).toBe('running');
  });

  it('lets a CPA user (role 7) change only cost-per-action campaigns', async () => {
    const cpm = await campaignIn('running');
    expect((await change('cpa', cpm, { action: 'pause' })).status).toBe(403);
    const cpa = await campaignIn('running', -5, cpaCampaign);
    const paused = await change('cpa', cpa, { action: 'pause' });
    expect(paused.status).toBe(200);
    expect(paused.body.status).toBe('paused');
  });

  it('answers 422 with a field error for an unknown action or a body without one, 400 for a bad id, 404 for an unknown campaign', async () => {
    const id = await campaignIn('draft');
    const unknown = await change('owner', id, { action: 'restart' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.fields).toEqual({ action: 'campaign.action.invalid' });
    expect((await change('owner', id, {})).status).toBe(422);
    expect((await change('owner', id, { action: 'launch', extra: true })).status).toBe(422);
    expect((await change('owner', '00000000-0000-4000-8000-000000000000', { action: 'launch' })).status).toBe(
      404,
    );
    expect((await change('owner', 'not-a-uuid', { action: 'launch' })).status).toBe(400);
  });

  it('changes a status only through an action: an update naming another status is refused, the stored one kept', async () => {
    const id = await campaignIn('draft', 5);
    const path = `/companies/${advertiser}/campaigns/${id}`;
    for (const status of ['running', 'completed', 'scheduled'] as const) {
      const refused = await call(
        'owner',
        'PATCH',
        path,
        campaignForm({ status, name: 'Skipped the launch' }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.fields).toEqual({ status: 'campaign.status.useAction' });
    }
    const stored = await call('owner', 'GET', path);
    expect(stored.body).toMatchObject({ status: 'draft', name: 'Lifecycle' });
    // Repeating the stored status (a client sending the whole campaign back) is no change.
    const same = await call('owner', 'PATCH', path, campaignForm({ status: 'draft', name: 'Renamed' }));
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ status: 'draft', name: 'Renamed' });
  });

  it('applies one of two concurrent changes and refuses the other as a conflict', async () => {
    const id = await campaignIn('running');
    const answers = await Promise.all([
      change('owner', id, { action: 'end' }),
      change('editor', id, { action: 'end' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('gives every campaign answer its delivery as of today, and a paused one projects what it spent', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const list = await call('owner', 'GET', `/companies/${advertiser}/campaigns`);
    expect(list.body.length).toBeGreaterThan(0);
    for (const campaign of list.body as Campaign[]) {
      expect(campaign.delivery).toEqual(campaignDelivery(campaign, today));
    }
    const spending = (list.body as Campaign[]).find(
      (campaign) =>
        campaign.status === 'running' && campaign.spend > 0 && campaign.delivery.state !== 'ended',
    );
    expect(spending, 'the demo data has a running campaign that has spent').toBeDefined();
    const paused = await change('owner', spending?.id as string, { action: 'pause' });
    expect(paused.body.delivery).toMatchObject({
      spent: spending?.spend,
      projected_spend: spending?.spend,
      state: 'under_delivering',
    });
  });
});

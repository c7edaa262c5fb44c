import { describe, expect, it } from 'vitest';
import { RawJson } from './client.ts';
import { campaignForm, oneDayBrandCampaign } from './fixtures/campaigns.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded, fresh } = demoAdvertisers;

describeDatabases('onboarding', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  describe('onboarding events', () => {
    it('starts empty for a new advertiser and records steps in order', async () => {
      const path = `/companies/${fresh}/onboarding`;
      expect((await call('owner', 'GET', path)).body).toEqual([]);
      const pixel = await call('owner', 'POST', path, { name: 'pixel' });
      expect(pixel.status).toBe(201);
      expect(pixel.body).toMatchObject({ advertiser_id: fresh, name: 'pixel' });
      await call('owner', 'POST', path, { name: 'snooze' });
      await call('owner', 'POST', path, { name: 'snooze' });
      const names = (await call('owner', 'GET', path)).body.map((event: { name: string }) => event.name);
      expect(names).toEqual(['pixel', 'snooze', 'snooze']);
    });

    it("records 'completed' once and marks the advertiser onboarded", async () => {
      const path = `/companies/${fresh}/onboarding`;
      const first = await call('owner', 'POST', path, { name: 'completed' });
      expect(first.status).toBe(201);
      const again = await call('owner', 'POST', path, { name: 'completed' });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(first.body.id);
      const events = (await call('owner', 'GET', path)).body;
      expect(events.filter((event: { name: string }) => event.name === 'completed')).toHaveLength(1);
      const { rows } = await sessions.api.db.query<{ onboarded: boolean }>(
        'SELECT onboarded FROM advertisers WHERE uuid = $1',
        [fresh],
      );
      expect(rows[0]?.onboarded).toBe(true);
    });

    it('lets every member record checklist interactions but only editors record steps', async () => {
      const path = `/companies/${onboarded}/onboarding`;
      for (const who of ['viewer', 'reporter']) {
        expect((await call(who, 'POST', path, { name: 'view' })).status).toBe(201);
        const step = await call(who, 'POST', path, { name: 'campaign' });
        expect(step.status).toBe(403);
        expect(step.body.Message).toEqual(expect.any(String));
      }
      for (const who of ['editor', 'cpa']) {
        expect((await call(who, 'POST', path, { name: 'creative' })).status).toBe(201);
      }
      expect((await call('nobody', 'POST', path, { name: 'view' })).status).toBe(404);
      expect((await call('nobody', 'GET', path)).status).toBe(404);
    });

    it('answers 4xx for bad bodies', async () => {
      const path = `/companies/${onboarded}/onboarding`;
      for (const body of [{ name: 'launched' }, {}, { name: 'view', extra: 1 }, { name: 7 }, ['view']]) {
        const answer = await call('owner', 'POST', path, body);
        expect(answer.status).toBe(422);
        expect(answer.body.code).toBe('validation_failed');
      }
      const malformed = await call('owner', 'POST', path, new RawJson('{"name":'));
      expect(malformed.status).toBe(400);
    });
  });

  describe('steps done by the work itself', () => {
    it('records creative and campaign the first time an asset, a creative and a campaign are created', async () => {
      const created = await call('owner', 'POST', '/companies', {
        name: 'Steps Studio',
        category: 'technology',
        url: 'steps-studio.example',
      });
      expect(created.status).toBe(201);
      const advertiser = created.body.advertiser.uuid;
      const steps = async () =>
        (await call('owner', 'GET', `/companies/${advertiser}/onboarding`)).body.map(
          (event: { name: string }) => event.name,
        );
      expect(await steps()).toEqual([]);

      for (const name of ['Spot one', 'Spot two']) {
        const asset = await call('owner', 'POST', `/companies/${advertiser}/assets`, {
          kind: 'uploaded',
          name,
          filename: 'spot.mp3',
          content_type: 'audio/mpeg',
        });
        expect(asset.status).toBe(201);
      }
      expect(await steps()).toEqual(['creative']);
      const creative = await call('owner', 'POST', `/companies/${advertiser}/creatives`, {
        name: 'Creative',
      });
      expect(creative.status).toBe(201);
      expect(await steps()).toEqual(['creative']);

      for (const name of ['First flight', 'Second flight']) {
        const campaign = await call(
          'owner',
          'POST',
          `/companies/${advertiser}/campaigns`,
          campaignForm(oneDayBrandCampaign(name)),
        );
        expect(campaign.status).toBe(201);
      }
      expect(await steps()).toEqual(['creative', 'campaign']);
    });
  });

  describe('embedded dashboard token', () => {
    it('gives a signed token whose dashboard url opens the CPM dashboard', async () => {
      const answer = await call('reporter', 'GET', `/companies/${onboarded}/explo`);
      expect(answer.status).toBe(200);
      expect(Date.parse(answer.body.expires_at)).toBeGreaterThan(Date.now());
      expect(new URL(answer.body.dashboard_url).searchParams.get('token')).toBe(answer.body.token);
      const page = await fetch(answer.body.dashboard_url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('CPM dashboard');
      expect((await call('nobody', 'GET', `/companies/${onboarded}/explo`)).status).toBe(404);
    });
  });
});

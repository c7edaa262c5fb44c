import {
  CAMPAIGN_ACTION_FROM,
  type CampaignAction,
  CPA_ROLE,
  campaignStatusAfter,
  changeCampaignStatusBodySchema,
  cpaCampaignFormSchema,
  createCampaignBodySchema,
  isCpaCampaign,
  updateCampaignBodySchema,
} from '@earshot/validators';
import { Hono } from 'hono';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { parseUuid, readJson } from '../../http/validate.ts';
import { recordOnboardingStep } from '../onboarding/onboardingRepository.ts';
import { addListAndGet } from '../shared/advertiserRoutes.ts';
import { createdCampaignFields, updatedCampaignFields } from './campaignFields.ts';
import { readCampaignPart } from './campaignPart.ts';
import { type CampaignRow, toCampaign } from './campaignRow.ts';
import { campaigns, changeCampaignStatus } from './campaignsRepository.ts';
import { addDeliveryRoute } from './deliveryRoute.ts';

/** Statuses a campaign may be deleted in; running and completed ones hold delivery history. */
const DELETABLE_STATUSES = new Set<CampaignRow['status']>(['draft', 'scheduled', 'paused']);

/** How a 409 names what could not be done. */
const ACTION_DONE: Record<CampaignAction, string> = {
  launch: 'launched',
  pause: 'paused',
  resume: 'resumed',
  end: 'ended',
};

const notFound = () => new HttpError(404, 'Campaign not found', { code: 'not_found' });

/** A CPA user (role 7) may change only cost-per-action campaigns (spec §6). */
function assertCpaUserMayEdit(role: number, campaign: CampaignRow): void {
  if (role === CPA_ROLE && !isCpaCampaign(campaign)) {
    throw new HttpError(403, 'CPA users can only change cost-per-action campaigns', {
      code: 'forbidden',
      hardRefresh: false,
      showToast: false,
    });
  }
}

/** Routes of the campaigns resource; create and update take a multipart `campaign` part. */
export function campaignsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  addListAndGet(
    app,
    '/companies/:id/campaigns/:campaignId',
    campaigns,
    (row, c) => toCampaign(row, c.get('now')()),
    notFound,
  );
  addDeliveryRoute(app);

  app.post('/companies/:id/campaigns', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    // A CPA user's campaigns always follow the CPA rules (spec §6, §9).
    const schema = access.role === CPA_ROLE ? cpaCampaignFormSchema : createCampaignBodySchema;
    const input = await readCampaignPart(c, schema);
    const db = c.get('db');
    const fields = await createdCampaignFields(db, access.advertiserUuid, input);
    const now = c.get('now')();
    const row = await db.transaction(async (tx) => {
      const inserted = await campaigns.insert(tx, access.advertiserUuid, fields, now);
      await recordOnboardingStep(tx, access.advertiserUuid, 'campaign', now);
      return inserted;
    });
    return c.json(toCampaign(row, now), 201);
  });

  app.patch('/companies/:id/campaigns/:campaignId', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const id = parseUuid(c.req.param('campaignId'), 'campaignId');
    const input = await readCampaignPart(c, updateCampaignBodySchema);
    const db = c.get('db');
    const existing = await campaigns.find(db, access.advertiserUuid, id);
    if (!existing) throw notFound();
    assertCpaUserMayEdit(access.role, existing);
    if (existing.status === 'completed') {
      throw new HttpError(409, 'A completed campaign cannot change; duplicate it to run it again', {
        code: 'conflict',
      });
    }
    const fields = await updatedCampaignFields(db, access.advertiserUuid, access.role, input, existing);
    const row = await campaigns.save(db, access.advertiserUuid, id, fields, c.get('now')());
    if (!row) throw notFound();
    return c.json(toCampaign(row, c.get('now')()));
  });

  app.post('/companies/:id/campaigns/:campaignId/status', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const id = parseUuid(c.req.param('campaignId'), 'campaignId');
    const { action } = await readJson(c, changeCampaignStatusBodySchema);
    const db = c.get('db');
    const now = c.get('now')();
    // A change that lost a race with another is judged again against the status it lost to.
    for (;;) {
      const existing = await campaigns.find(db, access.advertiserUuid, id);
      if (!existing) throw notFound();
      assertCpaUserMayEdit(access.role, existing);
      const next = campaignStatusAfter(action, existing, now.toISOString().slice(0, 10));
      if (!next) {
        throw new HttpError(
          409,
          `The campaign is ${existing.status}: only ${CAMPAIGN_ACTION_FROM[action].join(', ')} campaigns can be ${ACTION_DONE[action]}`,
          { code: 'conflict' },
        );
      }
      const row = await changeCampaignStatus(db, access.advertiserUuid, id, existing.status, next, now);
      if (row) return c.json(toCampaign(row, now));
    }
  });

  app.delete('/companies/:id/campaigns/:campaignId', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const id = parseUuid(c.req.param('campaignId'), 'campaignId');
    const db = c.get('db');
    const existing = await campaigns.find(db, access.advertiserUuid, id);
    if (!existing) throw notFound();
    assertCpaUserMayEdit(access.role, existing);
    if (!DELETABLE_STATUSES.has(existing.status)) {
      throw new HttpError(409, `A ${existing.status} campaign cannot be deleted: pause it first`, {
        code: 'conflict',
      });
    }
    await campaigns.remove(db, access.advertiserUuid, id);
    return c.body(null, 204);
  });

  return app;
}

import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { parseUuid } from '../../http/validate.ts';
import { deliveryHistory } from '../../services/delivery/deliveryHistory.ts';
import { simulateDelivery } from '../../services/delivery/simulateDelivery.ts';
import { toCampaign } from './campaignRow.ts';
import { campaigns } from './campaignsRepository.ts';

/** The campaign's spend per finished day, in cents. */
async function spentByDay(db: Database, advertiserUuid: string, campaignId: string) {
  const { rows } = await db.query<{ day: string; cents: string | number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, round(spend * 100) AS cents
     FROM campaign_daily_metrics WHERE advertiser_uuid = $1 AND campaign_id = $2`,
    [advertiserUuid, campaignId],
  );
  return new Map(rows.map((row) => [row.day, Number(row.cents)]));
}

/** GET …/campaigns/{campaignId}/delivery (getCampaignDelivery): the delivery and its day-by-day history. */
export function addDeliveryRoute(app: Hono<AppEnv>): void {
  app.get('/companies/:id/campaigns/:campaignId/delivery', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const id = parseUuid(c.req.param('campaignId'), 'campaignId');
    const db = c.get('db');
    const now = c.get('now')();
    const notFound = () => new HttpError(404, 'Campaign not found', { code: 'not_found' });
    // Found before the finished days are simulated, so an unknown campaign changes nothing.
    if (!(await campaigns.find(db, access.advertiserUuid, id))) throw notFound();
    await simulateDelivery(db, access.advertiserUuid, now);
    const row = await campaigns.find(db, access.advertiserUuid, id);
    if (!row) throw notFound();
    const campaign = toCampaign(row, now);
    const days = deliveryHistory(
      campaign,
      await spentByDay(db, access.advertiserUuid, id),
      now.toISOString().slice(0, 10),
    );
    return c.json({ delivery: campaign.delivery, days });
  });
}

import { Hono } from 'hono';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { parseUuid } from '../../http/validate.ts';
import { simulateDelivery } from '../../services/delivery/simulateDelivery.ts';
import { toCampaign } from '../campaigns/campaignRow.ts';
import { campaigns } from '../campaigns/campaignsRepository.ts';
import { campaignAlerts } from './alertRules.ts';
import {
  conversionsByCampaign,
  creativeStatuses,
  dismissAlert,
  listOpenAlerts,
  refreshAlerts,
} from './alertsRepository.ts';

/** Alerts about the advertiser's campaigns: the open ones (brought up to date first) and dismissing one. */
export function alertsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/companies/:id/alerts', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const db = c.get('db');
    const now = c.get('now')();
    await simulateDelivery(db, access.advertiserUuid, now);
    const [rows, conversions, creatives] = await Promise.all([
      campaigns.list(db, access.advertiserUuid),
      conversionsByCampaign(db, access.advertiserUuid),
      creativeStatuses(db, access.advertiserUuid),
    ]);
    const facts = { today: now.toISOString().slice(0, 10), conversions, creatives };
    const raised = rows.flatMap((row) => campaignAlerts(toCampaign(row, now), facts));
    await refreshAlerts(db, access.advertiserUuid, raised, now);
    const open = await listOpenAlerts(db, access.advertiserUuid);
    return c.json({
      alerts: open.map((alert) => ({ ...alert, created_at: alert.created_at.toISOString() })),
    });
  });

  app.post('/companies/:id/alerts/:alertId/dismiss', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const id = parseUuid(c.req.param('alertId'), 'alertId');
    if (!(await dismissAlert(c.get('db'), access.advertiserUuid, id, c.get('now')()))) {
      throw new HttpError(404, 'Alert not found, or no longer open', { code: 'not_found' });
    }
    return c.body(null, 204);
  });

  return app;
}

import { Hono } from 'hono';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { simulateDelivery } from '../../services/delivery/simulateDelivery.ts';
import { toCsv } from './csv.ts';
import { readDateRange } from './dateRange.ts';
import { listReportRows } from './reportRows.ts';

const REPORT_COLUMNS = [
  'date',
  'campaign_id',
  'campaign_name',
  'impressions',
  'reach',
  'spend',
  'conversions',
  'cpm',
  'cpa',
  'listens',
  'clicks',
  'simulated',
] as const;

/** Routes of reporting: delivery per campaign and day, as JSON or as a CSV download. */
export function reportingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/companies/:id/reporting', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const range = readDateRange(c);
    await simulateDelivery(c.get('db'), access.advertiserUuid, c.get('now')());
    return c.json(await listReportRows(c.get('db'), access.advertiserUuid, range));
  });

  app.get('/companies/:id/reporting/download', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const range = readDateRange(c, { required: true });
    await simulateDelivery(c.get('db'), access.advertiserUuid, c.get('now')());
    const rows = await listReportRows(c.get('db'), access.advertiserUuid, range);
    return c.body(toCsv(REPORT_COLUMNS, rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="report-${range.startDate}-${range.endDate}.csv"`,
    });
  });

  return app;
}

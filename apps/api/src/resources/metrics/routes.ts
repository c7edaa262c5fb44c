import { Hono } from 'hono';
import { z } from 'zod';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { readQuery } from '../../http/validate.ts';
import { simulateDelivery } from '../../services/delivery/simulateDelivery.ts';
import { readDateRange } from '../reporting/dateRange.ts';
import { metricsBreakdown } from './breakdown.ts';
import { BREAKDOWN_DIMENSIONS } from './breakdownDimensions.ts';
import { conversionLag } from './conversionLag.ts';
import { DASHBOARD_NAMES, type DashboardName, dashboardLink, verifyDashboardToken } from './dashboardLink.ts';
import { renderDashboardPage } from './dashboardPage.ts';
import { listEventTypes } from './eventTypesRepository.ts';
import { groupCounts } from './groupCounts.ts';
import { incrementality } from './lift.ts';
import { readMeasurementQuery } from './measurementQuery.ts';
import { aggregateMetrics } from './metricsAggregate.ts';

const useLiftQuerySchema = z.object({ useLift: z.enum(['true', 'false']).optional() });
const dimensionQuerySchema = z.object({ dimension: z.enum(BREAKDOWN_DIMENSIONS) });
const dashboardQuerySchema = z.object({ token: z.string().min(1).max(2000) });

function parseDashboardName(value: string): DashboardName {
  const name = DASHBOARD_NAMES.find((candidate) => candidate === value);
  if (!name) {
    throw new HttpError(400, `dashboardName must be one of ${DASHBOARD_NAMES.join(', ')}`, {
      code: 'bad_request',
    });
  }
  return name;
}

/**
 * Routes of metrics: aggregates (with lift), breakdowns with attribution, incrementality, conversion
 * lag, embeddable dashboards, and the event types seen.
 */
export function metricsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/companies/:id/metrics/aggregate', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const range = readDateRange(c);
    await simulateDelivery(c.get('db'), access.advertiserUuid, c.get('now')());
    return c.json(
      await aggregateMetrics(c.get('db'), access.advertiserUuid, range, { cpaOnly: false, useLift: false }),
    );
  });

  app.get('/companies/:id/metrics/aggregate_cpa', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const range = readDateRange(c);
    const useLift = readQuery(c, useLiftQuerySchema).useLift === 'true';
    await simulateDelivery(c.get('db'), access.advertiserUuid, c.get('now')());
    return c.json(
      await aggregateMetrics(c.get('db'), access.advertiserUuid, range, { cpaOnly: true, useLift }),
    );
  });

  app.get('/companies/:id/metrics/breakdown', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const { dimension } = readQuery(c, dimensionQuerySchema);
    const query = await readMeasurementQuery(c, access.advertiserUuid);
    await simulateDelivery(c.get('db'), access.advertiserUuid, c.get('now')());
    return c.json(await metricsBreakdown(c.get('db'), access.advertiserUuid, dimension, query));
  });

  app.get('/companies/:id/metrics/incrementality', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const query = await readMeasurementQuery(c, access.advertiserUuid);
    await simulateDelivery(c.get('db'), access.advertiserUuid, c.get('now')());
    return c.json(incrementality(await groupCounts(c.get('db'), access.advertiserUuid, query)));
  });

  app.get('/companies/:id/metrics/conversion-lag', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const query = await readMeasurementQuery(c, access.advertiserUuid);
    await simulateDelivery(c.get('db'), access.advertiserUuid, c.get('now')());
    return c.json(await conversionLag(c.get('db'), access.advertiserUuid, query));
  });

  app.get('/companies/:id/metrics/report/:dashboardName', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const dashboard = parseDashboardName(c.req.param('dashboardName'));
    return c.json({ url: dashboardLink(c, access.advertiserUuid, dashboard).url });
  });

  app.get('/companies/:id/metrics/event-types', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    return c.json(await listEventTypes(c.get('db'), access.advertiserUuid));
  });

  app.get('/dashboards/:dashboardName', async (c) => {
    // Public on purpose: it is shown in an iframe, authorised by the signed, expiring token in its URL.
    const dashboard = parseDashboardName(c.req.param('dashboardName'));
    const advertiserUuid = verifyDashboardToken(
      readQuery(c, dashboardQuerySchema).token,
      dashboard,
      c.get('now')(),
    );
    if (!advertiserUuid) {
      throw new HttpError(
        401,
        'This dashboard link is invalid or has expired: reload the page for a fresh one',
        {
          code: 'unauthorized',
        },
      );
    }
    const range = readDateRange(c);
    await simulateDelivery(c.get('db'), advertiserUuid, c.get('now')());
    const metrics = await aggregateMetrics(c.get('db'), advertiserUuid, range, {
      cpaOnly: dashboard !== 'cpm',
      useLift: dashboard === 'cpa-incrementality',
    });
    return c.html(renderDashboardPage(dashboard, range, metrics));
  });

  return app;
}

import { createOnboardingEventBodySchema } from '@earshot/validators';
import { Hono } from 'hono';
import { pathAdvertiser, requireAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { parseUuid, readJson } from '../../http/validate.ts';
import { dashboardLink } from '../metrics/dashboardLink.ts';
import { addList } from '../shared/advertiserRoutes.ts';
import { listOnboardingEvents, recordOnboardingEvent, toOnboardingEvent } from './onboardingRepository.ts';

/**
 * Checklist interactions anyone who sees the checklist may record. View-only members (role 3) see it
 * (progress is fetched for roles below 4), and a 403 would log them out just for looking at it.
 */
const INTERACTIONS = new Set(['view', 'snooze', 'dismiss']);

/** Routes of onboarding: the events of the checklist, and the embedded dashboard token. */
export function onboardingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  addList(app, '/companies/:id/onboarding', listOnboardingEvents, toOnboardingEvent);

  app.post('/companies/:id/onboarding', async (c) => {
    const advertiserUuid = parseUuid(c.req.param('id'), 'advertiser id');
    const access = await requireAdvertiser(c, advertiserUuid, 'read');
    const body = await readJson(c, createOnboardingEventBodySchema);
    // Steps change the advertiser's state: only roles that may edit record them.
    if (!INTERACTIONS.has(body.name)) await requireAdvertiser(c, advertiserUuid, 'write');
    const { row, created } = await recordOnboardingEvent(
      c.get('db'),
      access.advertiserUuid,
      body.name,
      c.get('now')(),
    );
    return c.json(toOnboardingEvent(row), created ? 201 : 200);
  });

  app.get('/companies/:id/explo', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const link = dashboardLink(c, access.advertiserUuid, 'cpm');
    return c.json({ token: link.token, expires_at: link.expiresAt, dashboard_url: link.url });
  });

  return app;
}

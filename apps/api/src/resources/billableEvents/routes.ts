import { updateBillableEventBodySchema } from '@earshot/validators';
import { Hono } from 'hono';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { parseUuid, readJson } from '../../http/validate.ts';
import {
  attributionPartnerExists,
  listAttributionPartners,
  listBillableEvents,
  updateBillableEvent,
} from './billableEventsRepository.ts';

/** Routes of billable events: list, update, and the attribution partners to choose from. */
export function billableEventsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/companies/:id/billable-events', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    return c.json(await listBillableEvents(c.get('db'), access.advertiserUuid));
  });

  app.get('/companies/:id/billable-events/attribution-partners', async (c) => {
    await pathAdvertiser(c, 'read');
    return c.json(await listAttributionPartners(c.get('db')));
  });

  app.patch('/companies/:id/billable-events/:eventId', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const eventId = parseUuid(c.req.param('eventId'), 'billable event id');
    const body = await readJson(c, updateBillableEventBodySchema);
    const db = c.get('db');
    if (body.attribution_partner_id && !(await attributionPartnerExists(db, body.attribution_partner_id))) {
      throw new HttpError(422, 'Choose one of the attribution partners listed by the API', {
        code: 'validation_failed',
        fields: { attribution_partner_id: 'field.invalid' },
      });
    }
    const event = await updateBillableEvent(db, access.advertiserUuid, eventId, body, c.get('now')());
    if (!event) throw new HttpError(404, 'Billable event not found', { code: 'not_found' });
    return c.json(event);
  });

  return app;
}

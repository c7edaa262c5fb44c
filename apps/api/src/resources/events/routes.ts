import { Hono } from 'hono';
import { z } from 'zod';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { parseUuid, readQuery } from '../../http/validate.ts';
import { toCsv } from '../reporting/csv.ts';
import { addList } from '../shared/advertiserRoutes.ts';
import { toEvent } from './eventRow.ts';
import { countEvents, listEventsForExport, listLatestEvents, pageEventsByName } from './eventsRepository.ts';
import { findLiveExport, insertExport } from './exportsRepository.ts';

/** Export links work for one hour. */
const EXPORT_LIFETIME_MS = 60 * 60 * 1000;

const eventTypeText = z.string().trim().min(1).max(100);
const byNameQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(50),
  type: eventTypeText.optional(),
});
const reportQuerySchema = z.object({ event_type: eventTypeText.optional() });

/** Routes of events: latest, count, by name (paged), CSV export and its download. */
export function eventsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  addList(app, '/companies/:id/events', listLatestEvents, toEvent);

  app.get('/companies/:id/events/count', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    return c.json({ count: await countEvents(c.get('db'), access.advertiserUuid) });
  });

  app.get('/companies/:id/events/event-name/:name', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const name = c.req.param('name');
    if (name.length > 200)
      throw new HttpError(400, 'event name must be at most 200 characters', { code: 'bad_request' });
    const query = readQuery(c, byNameQuerySchema);
    const page = { page: query.page, size: query.size };
    const { events, total } = await pageEventsByName(
      c.get('db'),
      access.advertiserUuid,
      { name, type: query.type },
      page,
    );
    return c.json({ events: events.map(toEvent), ...page, total });
  });

  app.get('/companies/:id/events/report', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const { event_type: eventType } = readQuery(c, reportQuerySchema);
    const db = c.get('db');
    const rows = (await listEventsForExport(db, access.advertiserUuid, eventType)).map(toEvent);
    const now = c.get('now')();
    const expiresAt = new Date(now.getTime() + EXPORT_LIFETIME_MS);
    const content = toCsv(
      [
        'id',
        'occurred_at',
        'event_name',
        'event_type',
        'url',
        'referrer',
        'user_agent',
        'client_id',
        'properties',
      ] as const,
      rows,
    );
    const filename = `events-${eventType ?? 'all'}-${now.toISOString().slice(0, 10)}.csv`;
    const id = await insertExport(db, access.advertiserUuid, { filename, content }, now, expiresAt);
    const s3Url = new URL(`/v1/exports/${id}`, c.req.url).toString();
    return c.json({ s3_url: s3Url, expires_at: expiresAt.toISOString() });
  });

  app.get('/exports/:exportId', async (c) => {
    // Public on purpose: the unguessable, expiring id is the credential (like a signed storage URL).
    const id = parseUuid(c.req.param('exportId'), 'export id');
    const row = await findLiveExport(c.get('db'), id, c.get('now')());
    if (!row) throw new HttpError(404, 'This export does not exist or has expired', { code: 'not_found' });
    return c.body(row.content, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${row.filename.replace(/[^\w.-]/g, '_')}"`,
    });
  });

  return app;
}

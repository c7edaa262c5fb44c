import { createAudienceBodySchema, updateAudienceBodySchema } from '@earshot/validators';
import { Hono } from 'hono';
import { pathAdvertiser, requireAdvertiser, requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { parseUuid, readJson, readQuery } from '../../http/validate.ts';
import { addListAndGet } from '../shared/advertiserRoutes.ts';
import { resolveAudienceFields } from './audienceFields.ts';
import { toAudience } from './audienceRow.ts';
import { audiences, findAudienceById } from './audiencesRepository.ts';
import { listAudienceSegmentsQuerySchema, searchSegmentsQuerySchema } from './segmentQueries.ts';
import { listSegmentsPage, searchCatalogueSegments } from './segmentsRepository.ts';

const notFound = () => new HttpError(404, 'Audience not found', { code: 'not_found' });

/** Routes of audiences and of the data segments they are built from. */
export function audiencesRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  addListAndGet(app, '/companies/:id/audiences/:audienceId', audiences, toAudience, notFound);

  app.post('/companies/:id/audiences', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const body = await readJson(c, createAudienceBodySchema);
    const db = c.get('db');
    const fields = await resolveAudienceFields(db, access.advertiserUuid, body, null);
    const row = await audiences.insert(db, access.advertiserUuid, fields, c.get('now')());
    return c.json(toAudience(row), 201);
  });

  app.patch('/companies/:id/audiences/:audienceId', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const id = parseUuid(c.req.param('audienceId'), 'audienceId');
    const body = await readJson(c, updateAudienceBodySchema);
    const db = c.get('db');
    const existing = await audiences.find(db, access.advertiserUuid, id);
    if (!existing) throw notFound();
    const fields = await resolveAudienceFields(db, access.advertiserUuid, body, existing);
    const row = await audiences.save(db, access.advertiserUuid, id, fields, c.get('now')());
    if (!row) throw notFound();
    return c.json(toAudience(row));
  });

  app.get('/audiences/:id/segments', async (c) => {
    const db = c.get('db');
    const audience = await findAudienceById(db, parseUuid(c.req.param('id'), 'audience id'));
    if (!audience) throw notFound();
    // Same answer for an audience of a foreign advertiser as for none: existence does not leak.
    await requireAdvertiser(c, audience.advertiser_uuid, 'read');
    const { page, size } = readQuery(c, listAudienceSegmentsQuerySchema);
    const result = await listSegmentsPage(db, audience.cdp_segments, page, size);
    return c.json({ segments: result.segments, page, size, total: result.total });
  });

  app.get('/search', async (c) => {
    requireUser(c);
    const query = readQuery(c, searchSegmentsQuerySchema);
    const result = await searchCatalogueSegments(c.get('db'), query.q, query.page);
    return c.json({ hits: result.hits, found: result.found, page: query.page });
  });

  return app;
}

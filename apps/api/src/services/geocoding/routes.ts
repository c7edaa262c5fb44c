import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { readQuery } from '../../http/validate.ts';
import { loadGazetteer } from './gazetteer.ts';
import { PLACE_TYPES, toGeoPlace } from './place.ts';
import { searchPlaces } from './searchPlaces.ts';

const addressQuerySchema = z.object({
  q: z.string().trim().min(1).max(300),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  type: z.enum(PLACE_TYPES).optional(),
});

/** Routes of the geocoding service: places by address text and by place id, from the bundled gazetteer. */
export function geocodingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/geocoding/address', async (c) => {
    requireUser(c);
    const query = readQuery(c, addressQuerySchema);
    const results = searchPlaces(await loadGazetteer(), {
      q: query.q,
      limit: query.limit,
      types: query.type ? [query.type] : undefined,
    });
    return c.json({ results });
  });

  app.get('/geocoding/place/:placeId', async (c) => {
    requireUser(c);
    const placeId = c.req.param('placeId');
    if (placeId.length > 200) {
      throw new HttpError(400, 'placeId is longer than 200 characters', { code: 'invalid_parameter' });
    }
    const place = (await loadGazetteer()).place(placeId);
    if (!place) {
      throw new HttpError(404, `No place has the id "${placeId}": take ids from an address search`, {
        code: 'not_found',
      });
    }
    return c.json(toGeoPlace(place));
  });

  return app;
}

import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { clientIp } from '../../http/clientIp.ts';
import { HttpError } from '../../http/errors.ts';
import { createRateLimiter } from '../../http/rateLimiter.ts';
import { parseUuid, readQuery } from '../../http/validate.ts';
import { PIXEL_EVENT_TYPES, pixelStatus, recordPixelEvent } from './pixelEventsRepository.ts';
import { pixelAddresses, renderPixelSnippet } from './pixelSnippet.ts';
import { renderTagScript } from './tagScript.ts';

/** The smallest transparent 1×1 GIF, for `<img>` pixels. */
const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'may not contain NUL characters');

const pixelQuerySchema = z.object({
  aid: z.string(),
  ev: text(200).pipe(z.string().trim().min(1)),
  et: z.enum(PIXEL_EVENT_TYPES).default('conversion'),
  url: text(2000).optional(),
  ref: text(2000).optional(),
  cid: text(100).optional(),
  value: z.coerce.number().min(0).optional(),
  cb: text(100).optional(),
});

const tagQuerySchema = z.object({ aid: z.string() });

/** Advertisers' sites call these from any origin, without credentials. */
function openCors(c: Context<AppEnv>): void {
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Access-Control-Allow-Credentials', undefined);
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** Pixel events counted per client address and pixel id, per minute. */
const pixelLimiter = createRateLimiter('pixel', 60_000);

/**
 * Routes of the pixel: the collection endpoint and the tag script advertisers put on their sites, and
 * the advertiser's pixel settings (snippet and verification) for the app.
 */
export function pixelRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/pixel', async (c) => {
    openCors(c);
    const query = readQuery(c, pixelQuerySchema);
    const advertiserUuid = parseUuid(query.aid, 'aid');
    const decision = await pixelLimiter.take(
      c.get('db'),
      `${clientIp(c)} ${advertiserUuid}`,
      c.get('config').pixelEventsPerMinute,
      c.get('now')(),
    );
    if (!decision.allowed) {
      throw new HttpError(429, `Too many pixel events; try again in ${decision.retryAfterSeconds} seconds`, {
        type: 'warning',
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    const id = await recordPixelEvent(c.get('db'), {
      advertiserUuid,
      name: query.ev,
      eventType: query.et,
      // An <img> or fetch from the page sends the page itself as Referer.
      url: query.url ?? c.req.header('referer')?.slice(0, 2000) ?? null,
      referrer: query.ref ?? null,
      userAgent: c.req.header('user-agent')?.slice(0, 1000) ?? null,
      clientId: query.cid ?? null,
      properties: query.value === undefined ? {} : { value: query.value },
      occurredAt: c.get('now')(),
    });
    if (!id) throw new HttpError(404, 'No advertiser has this pixel id (aid)', { code: 'not_found' });
    c.header('Cache-Control', 'no-store');
    // Image requests get a real image so the page shows no broken one; beacons get no body.
    if (/\bimage\//.test(c.req.header('accept') ?? '')) {
      return c.body(TRANSPARENT_GIF, 200, { 'Content-Type': 'image/gif' });
    }
    return c.body(null, 204);
  });

  app.get('/pixel/tag.js', async (c) => {
    openCors(c);
    const advertiserUuid = parseUuid(readQuery(c, tagQuerySchema).aid, 'aid');
    const { rows } = await c.get('db').query('SELECT 1 FROM advertisers WHERE uuid = $1', [advertiserUuid]);
    if (rows.length === 0) {
      throw new HttpError(404, 'No advertiser has this pixel id (aid)', { code: 'not_found' });
    }
    const { collectUrl } = pixelAddresses(c.get('config').publicBaseUrl, advertiserUuid);
    return c.body(renderTagScript(advertiserUuid, collectUrl), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
  });

  app.get('/companies/:id/pixel', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const addresses = pixelAddresses(c.get('config').publicBaseUrl, access.advertiserUuid);
    const status = await pixelStatus(c.get('db'), access.advertiserUuid);
    return c.json({
      advertiser_id: access.advertiserUuid,
      tag_url: addresses.tagUrl,
      collect_url: addresses.collectUrl,
      snippet: renderPixelSnippet(addresses),
      verified: status.verified,
      event_count: status.eventCount,
      last_event_at: status.lastEventAt,
    });
  });

  return app;
}

import { createPlaylistBodySchema, updatePlaylistBodySchema } from '@earshot/validators';
import { Hono } from 'hono';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { parseUuid, readJson } from '../../http/validate.ts';
import { addListAndGet } from '../shared/advertiserRoutes.ts';
import { toPlaylist } from './playlistRow.ts';
import { deletePlaylist, playlists } from './playlistsRepository.ts';

const notFound = () => new HttpError(404, 'Playlist not found', { code: 'not_found' });

/** The product's wording when a playlist call names no playlist (spec §8). */
const missingId = () => new HttpError(400, 'Missing required parameter playlist id', { code: 'bad_request' });

/** Routes of the playlists resource. */
export function playlistsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  addListAndGet(app, '/companies/:id/playlists/:playlistId', playlists, toPlaylist, notFound, (c) =>
    playlistId(c.req.param('playlistId') ?? ''),
  );

  app.post('/companies/:id/playlists', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const body = await readJson(c, createPlaylistBodySchema);
    const row = await playlists.insert(
      c.get('db'),
      access.advertiserUuid,
      {
        name: body.name,
        type: body.type,
        inventory_ids: body.inventory_ids ?? [],
        searches: body.searches ?? [],
        tags: body.tags ?? [],
      },
      c.get('now')(),
    );
    return c.json(toPlaylist(row), 201);
  });

  // A trailing slash means the client built the path without an id.
  app.on(['GET', 'PATCH', 'DELETE'], '/companies/:id/playlists/', async (c) => {
    await pathAdvertiser(c, 'read');
    throw missingId();
  });

  app.patch('/companies/:id/playlists/:playlistId', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const id = playlistId(c.req.param('playlistId'));
    const body = await readJson(c, updatePlaylistBodySchema);
    const db = c.get('db');
    const existing = await playlists.find(db, access.advertiserUuid, id);
    if (!existing) throw notFound();
    const row = await playlists.save(
      db,
      access.advertiserUuid,
      id,
      {
        name: body.name ?? existing.name,
        type: existing.type,
        inventory_ids: body.inventory_ids ?? existing.inventory_ids,
        searches: body.searches ?? existing.searches,
        tags: body.tags ?? existing.tags,
      },
      c.get('now')(),
    );
    if (!row) throw notFound();
    return c.json(toPlaylist(row));
  });

  app.delete('/companies/:id/playlists/:playlistId', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const id = playlistId(c.req.param('playlistId'));
    if (!(await deletePlaylist(c.get('db'), access.advertiserUuid, id))) throw notFound();
    return c.body(null, 204);
  });

  return app;
}

/** The playlist id path parameter; blank ids (e.g. `/playlists/%20`) get the product's wording. */
function playlistId(value: string): string {
  if (value.trim() === '' || value === 'undefined' || value === 'null') throw missingId();
  return parseUuid(value, 'playlist id');
}

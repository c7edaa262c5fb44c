import type { Context, Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import { type AccessMode, pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import type { HttpError } from '../../http/errors.ts';
import { reusableJson } from '../../http/readCache.ts';
import { parseUuid } from '../../http/validate.ts';
import type { AdvertiserTable } from './advertiserTable.ts';

/** Reads a uuid path parameter; 400 "`name` must be a uuid" otherwise. */
export const uuidParam =
  (param: string, name: string) =>
  (c: Context<AppEnv>): string =>
    parseUuid(c.req.param(param), name);

/**
 * Adds `GET path`: the advertiser's records as `list` reads them, mapped to the wire (with the
 * request, for a field that depends on it, such as the day), for readers — or, with `mode`
 * `manage`, only for those who manage the account (billing).
 */
export function addList<Row, Wire>(
  app: Hono<AppEnv>,
  path: string,
  list: (db: Database, advertiserUuid: string) => Promise<Row[]>,
  toWire: (row: Row, c: Context<AppEnv>) => Wire,
  mode: AccessMode = 'read',
): void {
  app.get(path, async (c) => {
    const access = await pathAdvertiser(c, mode);
    const rows = await list(c.get('db'), access.advertiserUuid);
    return reusableJson(
      c,
      rows.map((row) => toWire(row, c)),
    );
  });
}

/**
 * Adds `GET` of the collection (the advertiser's records, for readers) and of one record (404
 * `notFound` when the advertiser has none with that id) to `app`. `path` names the record, e.g.
 * `/companies/:id/assets/:uuid`; its last parameter is read by `id`, a uuid by default.
 */
export function addListAndGet<Row, Wire>(
  app: Hono<AppEnv>,
  path: string,
  table: Pick<AdvertiserTable<Row, unknown>, 'list' | 'find'>,
  toWire: (row: Row, c: Context<AppEnv>) => Wire,
  notFound: () => HttpError,
  id: (c: Context<AppEnv>) => string = uuidParam(lastParam(path), lastParam(path)),
): void {
  addList(app, path.slice(0, path.lastIndexOf('/')), table.list, toWire);
  app.get(path, async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const row = await table.find(c.get('db'), access.advertiserUuid, id(c));
    if (!row) throw notFound();
    return reusableJson(c, toWire(row, c));
  });
}

/** The name of a path's last parameter: `uuid` for `/companies/:id/assets/:uuid`. */
const lastParam = (path: string) => path.slice(path.lastIndexOf('/:') + 2);

import { canEdit, createAdvertiserBodySchema, updateAdvertiserBodySchema } from '@earshot/validators';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod';
import { requireAdvertiser, requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { reusableJson } from '../../http/readCache.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import { storageKey, uploadPolicyFor } from '../assets/uploadPolicy.ts';
import { memberAdvertisers } from '../users/userView.ts';
import { toAdvertiser } from './advertiserRow.ts';
import {
  findAdvertiser,
  insertAdvertiser,
  searchAdvertisers,
  updateAdvertiser,
} from './advertisersRepository.ts';

const LOGO_MAX_BYTES = 5 * 1024 * 1024;
const searchQuerySchema = z.strictObject({ query: z.string().trim().max(200).default('') });

function logoUpload(
  c: Context<AppEnv>,
  uuid: string,
  filename: string | null | undefined,
  contentType?: string,
) {
  if (!filename) return null;
  return uploadPolicyFor(c, {
    key: storageKey('logos', uuid, filename),
    contentType: contentType ?? 'image/png',
    maxSizeBytes: LOGO_MAX_BYTES,
  });
}

async function advertiserAs(c: Context<AppEnv>, uuid: string, role: number) {
  const row = await findAdvertiser(c.get('db'), uuid, role);
  if (!row) throw new HttpError(404, 'Advertiser not found');
  return toAdvertiser(row);
}

/** advertisers (companies): the user's list, search, one advertiser, create and update. */
export function advertisersRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/companies', async (c) => {
    const user = requireUser(c);
    return reusableJson(c, await memberAdvertisers(c.get('db'), user.id));
  });

  app.get('/companies/search', async (c) => {
    const user = requireUser(c);
    const { query } = readQuery(c, searchQuerySchema);
    const rows = await searchAdvertisers(c.get('db'), user, query);
    return c.json(rows.map(toAdvertiser));
  });

  app.get('/companies/:id', async (c) => {
    const access = await requireAdvertiser(c, c.req.param('id'), 'read');
    return reusableJson(c, await advertiserAs(c, access.advertiserUuid, access.role));
  });

  app.post('/companies', async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, createAdvertiserBodySchema);
    const uuid = await insertAdvertiser(
      c.get('db'),
      user.id,
      { name: body.name, url: body.url || null, category: body.category, filename: body.filename || null },
      c.get('now')(),
    );
    return c.json(
      {
        advertiser: await advertiserAs(c, uuid, 1),
        s3_data: await logoUpload(c, uuid, body.filename, body.content_type),
      },
      201,
    );
  });

  app.patch('/companies/:id', async (c) => {
    const access = await requireAdvertiser(c, c.req.param('id'), 'write');
    // A CPA user (role 7) may edit CPA campaigns but not the advertiser itself (spec §6: roles 1 and 2).
    if (!canEdit(access.role)) {
      throw new HttpError(403, 'Only admins and editors of this advertiser can change it', {
        hardRefresh: false,
        showToast: false,
      });
    }
    const body = await readJson(c, updateAdvertiserBodySchema);
    const { content_type, ...changes } = body;
    await updateAdvertiser(c.get('db'), access.advertiserUuid, changes, c.get('now')());
    return c.json({
      advertiser: await advertiserAs(c, access.advertiserUuid, access.role),
      s3_data: await logoUpload(c, access.advertiserUuid, body.filename, content_type),
    });
  });

  return app;
}

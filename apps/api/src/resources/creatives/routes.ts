import { createCreativeBodySchema, updateCreativeBodySchema } from '@earshot/validators';
import { type Context, Hono } from 'hono';
import { pathAdvertiser, requireAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { parseUuid, readJson } from '../../http/validate.ts';
import { deleteUploadsUnder } from '../../services/uploads/uploadsRepository.ts';
import { assets } from '../assets/assetsRepository.ts';
import { type S3Data, storageKey, uploadPolicyFor } from '../assets/uploadPolicy.ts';
import { recordOnboardingStep } from '../onboarding/onboardingRepository.ts';
import { addListAndGet } from '../shared/advertiserRoutes.ts';
import {
  acceptedExtensions,
  creativeContentType,
  MAX_CREATIVE_AUDIO_BYTES,
  MAX_DISPLAY_AD_BYTES,
} from './creativeFiles.ts';
import { type CreativeRow, toCreative } from './creativeRow.ts';
import {
  type CreativeFields,
  creativeInRunningCampaign,
  creatives,
  deleteCreative,
  findCreativeAdvertiser,
  findCreativeByVastKey,
} from './creativesRepository.ts';
import { creativeVastDocument } from './creativeVast.ts';

const notFound = () => new HttpError(404, 'Creative not found', { code: 'not_found' });

/** Routes of the creatives resource; DELETE is top-level (`/creatives/{id}`) as the product calls it. */
export function creativesRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  addListAndGet(app, '/companies/:id/creatives/:creativeId', creatives, toCreative, notFound);

  app.get('/companies/:id/creatives/:creativeId/vast', async (c) => {
    const key = c.req.query('key');
    const db = c.get('db');
    const id = parseUuid(c.req.param('creativeId'), 'creativeId');
    // With its key, the tag opens without a session: ad servers and players fetch it as is.
    const creative =
      key === undefined
        ? await creatives.find(db, (await pathAdvertiser(c, 'read')).advertiserUuid, id)
        : await findCreativeByVastKey(db, parseUuid(c.req.param('id'), 'advertiser id'), id, key);
    if (!creative) throw notFound();
    const xml = await creativeVastDocument(db, creative, c.get('config').publicBaseUrl);
    // Each answer has its own AdServingId: a cached copy would count two ads as one.
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'no-store',
    });
  });

  app.post('/companies/:id/creatives', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const body = await readJson(c, createCreativeBodySchema);
    const fields = await resolveFields(c, access.advertiserUuid, {
      name: body.name,
      asset_uuid: body.asset_uuid ?? null,
      audio_filename: body.audio_filename ?? null,
      audio_url: null,
      display_filename: body.display_filename ?? null,
      display_url: null,
      click_url: body.click_url ?? null,
      status: 'draft',
    });
    const now = c.get('now')();
    const row = await c.get('db').transaction(async (tx) => {
      const inserted = await creatives.insert(tx, access.advertiserUuid, fields, now);
      await recordOnboardingStep(tx, access.advertiserUuid, 'creative', now);
      return inserted;
    });
    const uploads = await uploadPolicies(c, row, {
      audio: body.audio_filename ?? null,
      display: body.display_filename ?? null,
    });
    return c.json({ creativeId: row.id, creative: toCreative(row), ...uploads }, 201);
  });

  app.patch('/companies/:id/creatives/:creativeId', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const id = parseUuid(c.req.param('creativeId'), 'creativeId');
    const body = await readJson(c, updateCreativeBodySchema);
    const db = c.get('db');
    const existing = await creatives.find(db, access.advertiserUuid, id);
    if (!existing) throw notFound();
    // A named file replaces the current one, even under the same name: the creative waits for it.
    const newAudio = body.audio_filename !== undefined;
    const newDisplay = body.display_filename !== undefined;
    const fields = await resolveFields(c, access.advertiserUuid, {
      name: body.name ?? existing.name,
      asset_uuid: body.asset_uuid === undefined ? existing.asset_uuid : body.asset_uuid,
      audio_filename: newAudio ? (body.audio_filename ?? null) : existing.audio_filename,
      audio_url: newAudio ? null : existing.audio_url,
      display_filename: newDisplay ? (body.display_filename ?? null) : existing.display_filename,
      display_url: newDisplay ? null : existing.display_url,
      click_url: body.click_url === undefined ? existing.click_url : body.click_url,
      status: newAudio ? 'draft' : existing.status,
    });
    const row = await creatives.save(db, access.advertiserUuid, id, fields, c.get('now')());
    if (!row) throw notFound();
    const uploads = await uploadPolicies(c, row, {
      audio: body.audio_filename ?? null,
      display: body.display_filename ?? null,
    });
    return c.json({ creative: toCreative(row), ...uploads });
  });

  app.delete('/creatives/:id', async (c) => {
    const id = parseUuid(c.req.param('id'), 'creative id');
    const db = c.get('db');
    const advertiserUuid = await findCreativeAdvertiser(db, id);
    if (!advertiserUuid) throw notFound();
    await requireAdvertiser(c, advertiserUuid, 'write');
    if (await creativeInRunningCampaign(db, advertiserUuid, id)) {
      throw new HttpError(
        409,
        'A running campaign plays this creative: pause the campaign or remove the creative first',
        {
          code: 'conflict',
        },
      );
    }
    await db.transaction(async (tx) => {
      await deleteCreative(tx, id);
      await deleteUploadsUnder(tx, `${storageKey('advertisers', advertiserUuid, 'creatives', id)}/`);
    });
    return c.body(null, 204);
  });

  return app;
}

/**
 * Checks file types and the linked asset, and derives status and audio url: a new audio file waits
 * for its upload, a linked asset lends its file and readiness, otherwise the creative is a draft.
 */
async function resolveFields(
  c: Context<AppEnv>,
  advertiserUuid: string,
  fields: CreativeFields,
): Promise<CreativeFields> {
  const invalid: Record<string, string> = {};
  if (fields.audio_filename && !creativeContentType(fields.audio_filename, 'audio')) {
    invalid.audio_filename = 'creative.audio_filename.type';
  }
  if (fields.display_filename && !creativeContentType(fields.display_filename, 'display')) {
    invalid.display_filename = 'creative.display_filename.type';
  }
  const asset = fields.asset_uuid ? await assets.find(c.get('db'), advertiserUuid, fields.asset_uuid) : null;
  if (fields.asset_uuid && !asset) invalid.asset_uuid = 'creative.asset_uuid.unknown';
  if (Object.keys(invalid).length > 0) {
    throw new HttpError(
      422,
      `Check the creative: audio files may be ${acceptedExtensions('audio')}; display ads ${acceptedExtensions('display')}; asset_uuid must name an asset of this advertiser`,
      { code: 'validation_failed', fields: invalid },
    );
  }
  if (fields.audio_filename && !fields.audio_url) return { ...fields, status: 'pending_upload' };
  if (asset) {
    return {
      ...fields,
      audio_url: asset.file_url,
      status: asset.status === 'ready' ? 'ready' : 'pending_upload',
    };
  }
  return fields.status === 'rejected' ? fields : { ...fields, status: fields.audio_url ? 'ready' : 'draft' };
}

async function uploadPolicies(
  c: Context<AppEnv>,
  row: CreativeRow,
  files: { audio: string | null; display: string | null },
): Promise<{ s3_data: S3Data | null; s3_displayad: S3Data | null }> {
  const policy = async (filename: string | null, kind: 'audio' | 'display', maxSizeBytes: number) => {
    const contentType = filename ? creativeContentType(filename, kind) : null;
    if (!filename || !contentType) return null;
    const key = storageKey('advertisers', row.advertiser_uuid, 'creatives', row.id, kind, filename);
    return uploadPolicyFor(c, { key, contentType, maxSizeBytes });
  };
  return {
    s3_data: await policy(files.audio, 'audio', MAX_CREATIVE_AUDIO_BYTES),
    s3_displayad: await policy(files.display, 'display', MAX_DISPLAY_AD_BYTES),
  };
}

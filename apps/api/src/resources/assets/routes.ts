import {
  createAssetBodySchema,
  DEFAULT_DESTINATION_PROFILE,
  normalizeAssetBodySchema,
  updateAssetBodySchema,
} from '@earshot/validators';
import { Hono } from 'hono';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { parseUuid, readJson } from '../../http/validate.ts';
import { type SpeechFile, synthesizeSpeechFile } from '../../services/speech/speechFile.ts';
import { deleteUploadsUnder } from '../../services/uploads/uploadsRepository.ts';
import { findVoice } from '../audio/voicesRepository.ts';
import { recordOnboardingStep } from '../onboarding/onboardingRepository.ts';
import { addListAndGet, uuidParam } from '../shared/advertiserRoutes.ts';
import { toAsset } from './assetRow.ts';
import { assetInUse, assets } from './assetsRepository.ts';
import { storeGeneratedAssetFile } from './generatedAssetFile.ts';
import { normalizedCopy } from './normalizedCopy.ts';
import { storageKey, uploadPolicyFor } from './uploadPolicy.ts';

/** Largest audio file an asset upload accepts: 50 MB. */
const MAX_AUDIO_BYTES = 50 * 1024 * 1024;

const notFound = () => new HttpError(404, 'Asset not found', { code: 'not_found' });

/**
 * Routes of the assets resource: list, create (with an upload policy), get, update, delete, and
 * normalize (a loudness-normalized copy).
 */
export function assetsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  addListAndGet(
    app,
    '/companies/:id/assets/:uuid',
    assets,
    toAsset,
    notFound,
    uuidParam('uuid', 'asset uuid'),
  );

  app.post('/companies/:id/assets', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const body = await readJson(c, createAssetBodySchema);
    const db = c.get('db');
    const now = c.get('now')();
    if (body.kind === 'generated') {
      const voice = await findVoice(db, body.voice_id);
      if (!voice) throw unknownVoice();
      const speech = await synthesizeSpeechFile(body.script, voice);
      const row = await db.transaction(async (tx) => {
        const inserted = await assets.insert(
          tx,
          access.advertiserUuid,
          {
            name: body.name,
            kind: 'generated',
            status: 'processing',
            filename: `${fileSlug(body.name)}.wav`,
            content_type: 'audio/wav',
            duration_seconds: null,
            script: body.script,
            voice_id: body.voice_id,
            source_asset_uuid: null,
            preflight_profile: DEFAULT_DESTINATION_PROFILE,
          },
          now,
        );
        await recordOnboardingStep(tx, access.advertiserUuid, 'creative', now);
        return (
          (await storeGeneratedAssetFile(c.get('config').publicBaseUrl, tx, inserted, speech, now)) ??
          inserted
        );
      });
      return c.json({ asset: toAsset(row), s3_data: null }, 201);
    }
    const row = await db.transaction(async (tx) => {
      const inserted = await assets.insert(
        tx,
        access.advertiserUuid,
        {
          name: body.name,
          kind: 'uploaded',
          status: 'pending_upload',
          filename: body.filename,
          content_type: body.content_type,
          duration_seconds: null,
          script: null,
          voice_id: null,
          source_asset_uuid: null,
          preflight_profile: DEFAULT_DESTINATION_PROFILE,
        },
        now,
      );
      await recordOnboardingStep(tx, access.advertiserUuid, 'creative', now);
      return inserted;
    });
    const s3Data = await uploadPolicyFor(c, {
      key: storageKey('advertisers', access.advertiserUuid, 'assets', row.uuid, body.filename),
      contentType: body.content_type,
      maxSizeBytes: MAX_AUDIO_BYTES,
    });
    return c.json({ asset: toAsset(row), s3_data: s3Data }, 201);
  });

  app.patch('/companies/:id/assets/:uuid', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const uuid = parseUuid(c.req.param('uuid'), 'asset uuid');
    const body = await readJson(c, updateAssetBodySchema);
    const db = c.get('db');
    const now = c.get('now')();
    const existing = await assets.find(db, access.advertiserUuid, uuid);
    if (!existing) throw notFound();
    const voice = body.voice_id === undefined ? null : await findVoice(db, body.voice_id);
    if (body.voice_id !== undefined && !voice) throw unknownVoice();
    const rereads =
      existing.kind === 'generated' &&
      ((body.script !== undefined && body.script !== existing.script) ||
        (body.voice_id !== undefined && body.voice_id !== existing.voice_id));
    // A generated asset whose script or voice changes is read aloud again before anything is saved.
    let speech: SpeechFile | null = null;
    if (rereads) {
      const reader = voice ?? (await findVoice(db, existing.voice_id ?? ''));
      if (!reader) throw unknownVoice();
      speech = await synthesizeSpeechFile(body.script ?? existing.script ?? '', reader);
    }
    const row = await db.transaction(async (tx) => {
      const updated = await assets.update(tx, access.advertiserUuid, uuid, body, now);
      if (!updated || !speech) return updated;
      return storeGeneratedAssetFile(c.get('config').publicBaseUrl, tx, updated, speech, now);
    });
    if (!row) throw notFound();
    return c.json(toAsset(row));
  });

  app.post('/companies/:id/assets/:uuid/normalize', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const uuid = parseUuid(c.req.param('uuid'), 'asset uuid');
    const body = await readJson(c, normalizeAssetBodySchema);
    const db = c.get('db');
    const source = await assets.find(db, access.advertiserUuid, uuid);
    if (!source) throw notFound();
    const copy = await normalizedCopy(
      db,
      c.get('config').publicBaseUrl,
      source,
      body.profile,
      c.get('now')(),
    );
    return c.json(toAsset(copy), 201);
  });

  app.delete('/companies/:id/assets/:uuid', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const uuid = parseUuid(c.req.param('uuid'), 'asset uuid');
    const db = c.get('db');
    if (!(await assets.find(db, access.advertiserUuid, uuid))) throw notFound();
    if (await assetInUse(db, access.advertiserUuid, uuid)) {
      throw new HttpError(409, 'This asset is used by a creative: remove it from the creative first', {
        code: 'conflict',
      });
    }
    const deleted = await db.transaction(async (tx) => {
      if (!(await assets.remove(tx, access.advertiserUuid, uuid))) return false;
      await deleteUploadsUnder(tx, `${storageKey('advertisers', access.advertiserUuid, 'assets', uuid)}/`);
      return true;
    });
    if (!deleted) throw notFound();
    return c.body(null, 204);
  });

  return app;
}

/** A file name for generated audio: the asset name in lower-case words joined by dashes. */
function fileSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 80) || 'generated-audio';
}

function unknownVoice(): HttpError {
  return new HttpError(422, 'Choose one of the voices listed by GET /assets/audio/voices', {
    code: 'validation_failed',
    fields: { voice_id: 'asset.voice_id.unknown' },
  });
}

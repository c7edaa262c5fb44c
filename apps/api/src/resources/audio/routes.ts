import { randomUUID } from 'node:crypto';
import {
  createAudioVersionBodySchema,
  regenerateAudioVersionBodySchema,
  suggestScriptBodySchema,
} from '@earshot/validators';
import { Hono } from 'hono';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import { deleteUpload } from '../../services/uploads/uploadsRepository.ts';
import { assets } from '../assets/assetsRepository.ts';
import { listAudioVersionsQuerySchema } from './audioSchemas.ts';
import { toAudioVersion } from './audioVersionRow.ts';
import {
  findAudioVersion,
  insertAudioVersion,
  listAudioVersions,
  regenerateAudioVersion,
} from './audioVersionsRepository.ts';
import { suggestScripts } from './scriptSuggestions.ts';
import { storeVersionAudio, synthesizeVersionAudio } from './versionAudio.ts';
import { withSamples } from './voiceSamples.ts';
import { findVoice, listVoices } from './voicesRepository.ts';

// External ids are opaque text (contract: 1–100 characters); anything else simply names no version.
const versionNotFound = () => new HttpError(404, 'Audio version not found', { code: 'not_found' });

function unknownVoice(): HttpError {
  return new HttpError(422, 'Choose one of the voices listed by GET /assets/audio/voices', {
    code: 'validation_failed',
    fields: { voice_id: 'audio.voice_id.unknown' },
  });
}

/** Routes of generated audio: voices, versions (generate, list, get, regenerate) and script suggestions. */
export function audioRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/companies/:id/assets/audio/voices', async (c) => {
    await pathAdvertiser(c, 'read');
    return c.json(await withSamples(c, await listVoices(c.get('db'))));
  });

  app.get('/companies/:id/assets/audio/version', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const query = readQuery(c, listAudioVersionsQuerySchema);
    const rows = await listAudioVersions(c.get('db'), access.advertiserUuid, query.asset_uuid ?? null);
    return c.json(rows.map(toAudioVersion));
  });

  app.post('/companies/:id/assets/audio/version', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const body = await readJson(c, createAudioVersionBodySchema);
    const db = c.get('db');
    const voice = await findVoice(db, body.voice_id);
    if (!voice) throw unknownVoice();
    const assetUuid = body.asset_uuid ?? null;
    if (assetUuid !== null && !(await assets.find(db, access.advertiserUuid, assetUuid))) {
      throw new HttpError(422, 'The asset_uuid does not name an asset of this advertiser', {
        code: 'validation_failed',
        fields: { asset_uuid: 'audio.asset_uuid.unknown' },
      });
    }
    const externalId = randomUUID();
    const audio = await synthesizeVersionAudio(
      c.get('config').publicBaseUrl,
      access.advertiserUuid,
      externalId,
      body.script,
      voice,
    );
    const now = c.get('now')();
    const row = await db.transaction(async (tx) => {
      await storeVersionAudio(tx, audio, now);
      return insertAudioVersion(
        tx,
        access.advertiserUuid,
        {
          external_id: externalId,
          script: body.script,
          voice_id: body.voice_id,
          asset_uuid: assetUuid,
          ...audio,
        },
        now,
      );
    });
    return c.json(toAudioVersion(row), 201);
  });

  app.get('/companies/:id/assets/audio/version/:externalId', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const externalId = c.req.param('externalId');
    const row = await findAudioVersion(c.get('db'), access.advertiserUuid, externalId);
    if (!row) throw versionNotFound();
    return c.json(toAudioVersion(row));
  });

  app.post('/companies/:id/assets/audio/version/:externalId', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const externalId = c.req.param('externalId');
    const body = await readJson(c, regenerateAudioVersionBodySchema);
    const db = c.get('db');
    const existing = await findAudioVersion(db, access.advertiserUuid, externalId);
    if (!existing) throw versionNotFound();
    const voice = await findVoice(db, body.voice_id ?? existing.voice_id);
    if (!voice) throw unknownVoice();
    const script = body.script ?? existing.script;
    const audio = await synthesizeVersionAudio(
      c.get('config').publicBaseUrl,
      access.advertiserUuid,
      externalId,
      script,
      voice,
    );
    const row = await db.transaction(async (tx) => {
      await storeVersionAudio(tx, audio, c.get('now')());
      const updated = await regenerateAudioVersion(tx, access.advertiserUuid, externalId, {
        script,
        voice_id: voice.id,
        ...audio,
      });
      // Thrown inside the transaction, so the new file is not kept for a version deleted meanwhile.
      if (!updated) throw versionNotFound();
      if (existing.audio_key) await deleteUpload(tx, existing.audio_key);
      return updated;
    });
    return c.json(toAudioVersion(row));
  });

  app.post('/companies/:id/assets/audio/suggestion', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const body = await readJson(c, suggestScriptBodySchema);
    const { rows } = await c
      .get('db')
      .query<{ name: string; url: string | null }>('SELECT name, url FROM advertisers WHERE uuid = $1', [
        access.advertiserUuid,
      ]);
    const advertiser = rows[0] ?? { name: 'us', url: null };
    const suggestions = suggestScripts({
      brief: body.brief,
      tone: body.tone,
      durationSeconds: body.duration_seconds,
      advertiserName: advertiser.name,
      advertiserUrl: advertiser.url,
    });
    return c.json({ suggestions });
  });

  return app;
}

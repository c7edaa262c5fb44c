import { readFileSync } from 'node:fs';
import type { components } from '@earshot/sdk-core';
import { describe, expect, it } from 'vitest';
import { demoId } from '../src/resources/assets/demoIds.ts';
import { measureStoredAssets } from '../src/resources/assets/measureStoredAssets.ts';
import { seedDemoMedia } from '../src/seed/demoMedia.ts';
import { toneWav, uploadWithPolicy } from './fixtures/audioFiles.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser, fresh: otherAdvertiser } = demoAdvertisers;

type Asset = components['schemas']['Asset'];
type Check = components['schemas']['PreflightCheck'];

/** The asset's pre-flight check of one kind. */
function checkOf(asset: Asset, name: Check['check']): Check {
  const found = asset.preflight?.checks.find((check) => check.check === name);
  if (!found) throw new Error(`The asset has no ${name} check: ${JSON.stringify(asset.preflight)}`);
  return found;
}

describeDatabases('asset pre-flight, peaks and normalize', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  /** An uploaded asset of the advertiser with a WAV tone as its file, as the API shows it once received. */
  async function uploadedTone(name: string, dbfs: number, on = advertiser) {
    const created = await call('owner', 'POST', `/companies/${on}/assets`, {
      kind: 'uploaded',
      name,
      filename: 'tone.wav',
      content_type: 'audio/wav',
    });
    expect(created.status).toBe(201);
    expect(created.body.asset).toMatchObject({ preflight: null, peaks: null, source_asset_uuid: null });
    await uploadWithPolicy(created.body.s3_data, toneWav({ seconds: 3, dbfs }), 'tone.wav', 'audio/wav');
    const asset = await call('owner', 'GET', `/companies/${on}/assets/${created.body.asset.uuid}`);
    expect(asset.status).toBe(200);
    return asset.body;
  }

  const normalize = (uuid: string, body: unknown, who = 'owner', on = advertiser) =>
    call(who, 'POST', `/companies/${on}/assets/${uuid}/normalize`, body);

  it('measures an upload that is too loud: the loudness and true peak fail with what was measured', async () => {
    const loud = await uploadedTone('Too loud', -0.5);
    expect(loud).toMatchObject({ status: 'ready', duration_seconds: 3 });
    expect(loud.preflight).toMatchObject({ profile: 'iab', status: 'fail' });
    const loudness = checkOf(loud, 'loudness');
    expect(loudness).toMatchObject({
      status: 'fail',
      expected: { target: -16, min: -18, max: -14 },
      fix: 'preflight.loudness.too_loud',
    });
    // A stereo 1 kHz sine reads its peak level in LUFS (EBU Tech 3341).
    expect(loudness.measured).toBeCloseTo(-0.5, 1);
    expect(checkOf(loud, 'true_peak')).toMatchObject({
      status: 'fail',
      expected: { max: -1 },
      fix: 'preflight.true_peak.too_high',
    });
    expect(checkOf(loud, 'true_peak').measured).toBeCloseTo(-0.5, 1);
    expect(checkOf(loud, 'duration')).toMatchObject({ status: 'pass', measured: 3 });
    expect(checkOf(loud, 'sample_rate')).toMatchObject({ status: 'pass', measured: 44100 });
    expect(checkOf(loud, 'channels')).toMatchObject({ status: 'pass', measured: 2 });
    expect(checkOf(loud, 'bitrate')).toMatchObject({ status: 'pass', measured: 1411 });
  });

  it('stores 800 waveform peaks within −1…1 with the asset, in the list too', async () => {
    const tone = await uploadedTone('Peaks', -6);
    expect(tone.peaks.min).toHaveLength(800);
    expect(tone.peaks.max).toHaveLength(800);
    for (const value of tone.peaks.max) expect(value).toBeCloseTo(0.5, 1);
    for (const value of tone.peaks.min) expect(value).toBeCloseTo(-0.5, 1);
    const list = await call('viewer', 'GET', `/companies/${advertiser}/assets`);
    expect(list.body.find((asset: { uuid: string }) => asset.uuid === tone.uuid).peaks).toEqual(tone.peaks);
  });

  it('normalizes a loud asset into a new asset that passes, keeping the original as it was', async () => {
    const loud = await uploadedTone('Launch spot', -0.5);
    const answer = await normalize(loud.uuid, { profile: 'iab' }, 'editor');
    expect(answer.status).toBe(201);
    const copy = answer.body;
    expect(copy).toMatchObject({
      name: 'Launch spot · IAB',
      kind: 'uploaded',
      status: 'ready',
      filename: 'tone-iab.wav',
      content_type: 'audio/wav',
      source_asset_uuid: loud.uuid,
      duration_seconds: 3,
      preflight: { profile: 'iab', status: 'pass' },
    });
    expect(copy.uuid).not.toBe(loud.uuid);
    expect(checkOf(copy, 'loudness').measured).toBeCloseTo(-16, 0);
    expect(Math.abs((checkOf(copy, 'loudness').measured as number) + 16)).toBeLessThan(0.2);
    expect(checkOf(copy, 'true_peak').measured).toBeLessThanOrEqual(-1);
    for (const value of copy.peaks.max) expect(value).toBeLessThanOrEqual(0.9);

    const file = await fetch(copy.file_url);
    expect(file.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await file.arrayBuffer()).toString('ascii', 0, 4)).toBe('RIFF');

    const original = await call('owner', 'GET', `/companies/${advertiser}/assets/${loud.uuid}`);
    expect(original.body.preflight.status).toBe('fail');
    expect(original.body.file_url).toBe(loud.file_url);
  });

  it('measures an MP3 upload and normalizes it into a WAV copy', async () => {
    // A stereo 1 kHz tone at −6 dBFS, 3 s, encoded by LAME at 128 kbit/s.
    const mp3 = new Uint8Array(readFileSync(new URL('./fixtures/tone-3s-minus6dbfs.mp3', import.meta.url)));
    const created = await call('owner', 'POST', `/companies/${advertiser}/assets`, {
      kind: 'uploaded',
      name: 'MP3 spot',
      filename: 'spot.mp3',
      content_type: 'audio/mpeg',
    });
    await uploadWithPolicy(created.body.s3_data, mp3, 'spot.mp3', 'audio/mpeg');
    const asset = (await call('owner', 'GET', `/companies/${advertiser}/assets/${created.body.asset.uuid}`))
      .body;
    expect(asset.preflight.status).toBe('fail');
    expect(checkOf(asset, 'bitrate').measured).toBe(128);
    expect(Math.abs((checkOf(asset, 'loudness').measured as number) + 6)).toBeLessThan(0.6);
    expect(asset.peaks.max[400]).toBeCloseTo(0.5, 1);

    const copy = await normalize(asset.uuid, { profile: 'iab' });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ filename: 'spot-iab.wav', content_type: 'audio/wav' });
    expect(copy.body.preflight.status).toBe('pass');
  });

  it('normalizes for Spotify to −14 LUFS, checked against Spotify', async () => {
    const quiet = await uploadedTone('Quiet spot', -30);
    expect(checkOf(quiet, 'loudness').fix).toBe('preflight.loudness.too_quiet');
    const answer = await normalize(quiet.uuid, { profile: 'spotify' });
    expect(answer.status).toBe(201);
    expect(answer.body.preflight).toMatchObject({ profile: 'spotify', status: 'pass' });
    expect(Math.abs((checkOf(answer.body, 'loudness').measured as number) + 14)).toBeLessThan(0.2);
    expect(checkOf(answer.body, 'bitrate')).toMatchObject({ status: 'pass', expected: { min: 192 } });
  });

  it('refuses an unknown profile, a missing one and unknown fields with 422 and a Message', async () => {
    const tone = await uploadedTone('Profiles', -20);
    for (const body of [{ profile: 'youtube' }, {}, { profile: 'iab', gain: 3 }]) {
      const answer = await normalize(tone.uuid, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.Message).toEqual(expect.any(String));
    }
    expect((await normalize(tone.uuid, { profile: 'youtube' })).body.fields).toEqual({
      profile: 'preflight.profile.invalid',
    });
    const malformed = await call('owner', 'POST', `/companies/${advertiser}/assets/not-a-uuid/normalize`, {
      profile: 'iab',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.Message).toEqual(expect.any(String));
  });

  it('answers 409 for an asset whose file has not arrived or is not audio', async () => {
    const created = await call('owner', 'POST', `/companies/${advertiser}/assets`, {
      kind: 'uploaded',
      name: 'Waiting',
      filename: 'waiting.mp3',
      content_type: 'audio/mpeg',
    });
    const waiting = await normalize(created.body.asset.uuid, { profile: 'iab' });
    expect(waiting.status).toBe(409);
    expect(waiting.body.Message).toMatch(/no audio yet/);

    const broken = await call('owner', 'POST', `/companies/${advertiser}/assets`, {
      kind: 'uploaded',
      name: 'Broken',
      filename: 'broken.mp3',
      content_type: 'audio/mpeg',
    });
    await uploadWithPolicy(
      broken.body.s3_data,
      new Uint8Array([0xff, 0xfb, 0x90, 0x00]),
      'broken.mp3',
      'audio/mpeg',
    );
    const failed = await call('owner', 'GET', `/companies/${advertiser}/assets/${broken.body.asset.uuid}`);
    expect(failed.body).toMatchObject({ status: 'failed', preflight: null, peaks: null });
    expect((await normalize(broken.body.asset.uuid, { profile: 'iab' })).status).toBe(409);
  });

  it('answers 422 with a Message for a stored file that is neither WAV nor MP3', async () => {
    const tone = await uploadedTone('Ogg in disguise', -20);
    // As if the stored file were Ogg Vorbis: audio the sandbox does not decode.
    await sessions.api.db.query(
      `UPDATE uploads SET body = convert_to('OggS not decodable here', 'UTF8')
       WHERE key = (SELECT file_key FROM assets WHERE uuid = $1)`,
      [tone.uuid],
    );
    const answer = await normalize(tone.uuid, { profile: 'iab' });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: 'audio_not_decodable',
      Message: expect.stringMatching(/WAV and MP3/),
    });
  });

  it('answers 404 for someone else’s asset and 403 to roles that only read', async () => {
    const theirs = await uploadedTone('Bluebird spot', -20, otherAdvertiser);
    // The owner belongs to both advertisers, but the asset is not Acme Audio's.
    const crossed = await normalize(theirs.uuid, { profile: 'iab' });
    expect(crossed.status).toBe(404);
    expect(crossed.body.Message).toEqual(expect.any(String));
    // The editor is no member of Bluebird.
    expect((await normalize(theirs.uuid, { profile: 'iab' }, 'editor', otherAdvertiser)).status).toBe(404);
    expect((await normalize('00000000-0000-4000-8000-000000000000', { profile: 'iab' })).status).toBe(404);
    const ours = await uploadedTone('Read only', -20);
    for (const who of ['viewer', 'reporter']) {
      expect((await normalize(ours.uuid, { profile: 'iab' }, who)).status).toBe(403);
    }
  });
});

describe('pre-flight of generated and demo audio', () => {
  const sessions = roleSessionsForSuite('pglite');

  it('measures generated audio as it is read aloud', async () => {
    const created = await sessions.call('owner', 'POST', `/companies/${advertiser}/assets`, {
      kind: 'generated',
      name: 'Morning read',
      script: 'Good morning from all of us at Acme Audio.',
      voice_id: 'en-us-female-1',
    });
    expect(created.status).toBe(201);
    const asset = created.body.asset;
    expect(asset.preflight).toMatchObject({
      profile: 'iab',
      status: expect.stringMatching(/^(pass|warn|fail)$/),
    });
    expect(checkOf(asset, 'loudness').measured).toEqual(expect.any(Number));
    expect(checkOf(asset, 'channels').measured).toBe(1);
    expect(asset.peaks.max.length).toBeGreaterThan(100);
  });

  it('gives the seeded demo spot its pre-flight and peaks, and measures stored files measured before', async () => {
    const { db, baseUrl } = sessions.api;
    const uuid = demoId(advertiser, 'asset:spring-sale');
    const path = `/companies/${advertiser}/assets/${uuid}`;
    expect((await sessions.call('owner', 'GET', path)).body.preflight).toBeNull();
    await seedDemoMedia(db, [advertiser], baseUrl, new Date());
    const seeded = (await sessions.call('owner', 'GET', path)).body;
    expect(seeded.preflight.profile).toBe('iab');
    expect(seeded.peaks.max.length).toBeGreaterThan(100);

    // As a database kept from before assets were measured has it.
    await db.query('UPDATE assets SET preflight = NULL, peaks = NULL WHERE uuid = $1', [uuid]);
    expect(await measureStoredAssets(db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await sessions.call('owner', 'GET', path)).body).toMatchObject({
      preflight: seeded.preflight,
      peaks: seeded.peaks,
    });
    expect(await measureStoredAssets(db, new Date())).toBe(0);
  }, 60_000);
});

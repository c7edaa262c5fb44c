import { expect, it } from 'vitest';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser } = demoAdvertisers;

describeDatabases('generated audio', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  it('lists the voices', async () => {
    const voices = await call('viewer', 'GET', `/companies/${advertiser}/assets/audio/voices`);
    expect(voices.status).toBe(200);
    expect(voices.body.length).toBeGreaterThan(3);
    expect(voices.body[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      language: expect.any(String),
      gender: expect.stringMatching(/^(female|male|neutral)$/),
      sample_url: expect.stringMatching(/\.wav$/),
    });
  });

  it('generates, lists, reads and regenerates an audio version', async () => {
    const created = await call('owner', 'POST', `/companies/${advertiser}/assets/audio/version`, {
      script: 'Fresh coffee, every morning.',
      voice_id: 'en-gb-female-1',
    });
    expect(created.status).toBe(201);
    // Synthesized before the answer: ready, with the audio file and its length.
    expect(created.body).toMatchObject({
      status: 'ready',
      audio_url: expect.stringMatching(/\.wav$/),
      asset_uuid: null,
    });
    expect(created.body.duration_seconds).toBeGreaterThan(0);
    const id = created.body.external_id;

    const list = await call('viewer', 'GET', `/companies/${advertiser}/assets/audio/version`);
    expect(list.body.map((version: { external_id: string }) => version.external_id)).toContain(id);
    expect(
      (await call('viewer', 'GET', `/companies/${advertiser}/assets/audio/version/${id}`)).body.script,
    ).toBe('Fresh coffee, every morning.');

    const regenerated = await call('owner', 'POST', `/companies/${advertiser}/assets/audio/version/${id}`, {
      voice_id: 'en-us-male-1',
    });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body).toMatchObject({
      external_id: id,
      voice_id: 'en-us-male-1',
      script: 'Fresh coffee, every morning.',
    });
  });

  it('filters versions by asset', async () => {
    const assets = await call('owner', 'GET', `/companies/${advertiser}/assets`);
    const generated = assets.body.find((asset: { kind: string }) => asset.kind === 'generated');
    const versions = await call(
      'owner',
      'GET',
      `/companies/${advertiser}/assets/audio/version?asset_uuid=${generated.uuid}`,
    );
    expect(versions.body.length).toBeGreaterThan(0);
    expect(
      versions.body.every((version: { asset_uuid: string }) => version.asset_uuid === generated.uuid),
    ).toBe(true);
  });

  it('suggests the same scripts for the same brief', async () => {
    const brief = {
      brief: 'Noise-cancelling headphones at half price this week.',
      tone: 'energetic',
      duration_seconds: 15,
    };
    const first = await call('owner', 'POST', `/companies/${advertiser}/assets/audio/suggestion`, brief);
    const second = await call('owner', 'POST', `/companies/${advertiser}/assets/audio/suggestion`, brief);
    expect(first.status).toBe(200);
    expect(first.body.suggestions).toHaveLength(3);
    expect(first.body.suggestions[0]).toMatch(/headphones/i);
    expect(second.body).toEqual(first.body);
    for (const script of first.body.suggestions) expect(script.split(' ').length).toBeLessThanOrEqual(37);
  });

  it('answers 4xx for bad input, foreign roles and unknown versions', async () => {
    const unknownVoice = await call('owner', 'POST', `/companies/${advertiser}/assets/audio/version`, {
      script: 'x',
      voice_id: 'zz',
    });
    expect(unknownVoice.status).toBe(422);
    expect(
      (await call('owner', 'POST', `/companies/${advertiser}/assets/audio/suggestion`, { brief: '' })).status,
    ).toBe(422);
    expect((await call('owner', 'GET', `/companies/${advertiser}/assets/audio/version/missing`)).status).toBe(
      404,
    );
    expect(
      (
        await call('reporter', 'POST', `/companies/${advertiser}/assets/audio/version`, {
          script: 'x',
          voice_id: 'en-us-male-1',
        })
      ).status,
    ).toBe(403);
    expect((await call('nobody', 'GET', `/companies/${advertiser}/assets/audio/voices`)).status).toBe(404);
  });
});

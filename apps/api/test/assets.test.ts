import { expect, it } from 'vitest';
import { RawJson } from './client.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { expectListedAndRead } from './recordChecks.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser } = demoAdvertisers;

const upload = { kind: 'uploaded', name: 'Jingle', filename: 'jingle.mp3', content_type: 'audio/mpeg' };

describeDatabases('assets', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  it('creates an uploaded asset with an upload policy, then lists, reads, renames and deletes it', async () => {
    const created = await call('owner', 'POST', `/companies/${advertiser}/assets`, upload);
    expect(created.status).toBe(201);
    expect(created.body.asset).toMatchObject({ name: 'Jingle', kind: 'uploaded', status: 'pending_upload' });
    expect(created.body.s3_data).toMatchObject({
      url: expect.stringMatching(/\/v1\/uploads$/),
      content_type: 'audio/mpeg',
      max_size_bytes: expect.any(Number),
      fields: expect.objectContaining({
        key: expect.stringContaining('jingle.mp3'),
        policy: expect.any(String),
      }),
    });
    expect(Date.parse(created.body.s3_data.expires_at)).toBeGreaterThan(Date.now());
    const uuid = created.body.asset.uuid;

    await expectListedAndRead(call, `/companies/${advertiser}/assets`, uuid, 'Jingle', 'uuid');

    const renamed = await call('editor', 'PATCH', `/companies/${advertiser}/assets/${uuid}`, {
      name: 'Jingle v2',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Jingle v2');

    expect((await call('owner', 'DELETE', `/companies/${advertiser}/assets/${uuid}`)).status).toBe(204);
    expect((await call('owner', 'GET', `/companies/${advertiser}/assets/${uuid}`)).status).toBe(404);
  });

  it('creates a generated asset from a script without an upload', async () => {
    const created = await call('cpa', 'POST', `/companies/${advertiser}/assets`, {
      kind: 'generated',
      name: 'Morning read',
      script: 'Good morning from us.',
      voice_id: 'en-us-female-1',
    });
    expect(created.status).toBe(201);
    expect(created.body.s3_data).toBeNull();
    expect(created.body.asset).toMatchObject({
      kind: 'generated',
      voice_id: 'en-us-female-1',
      content_type: 'audio/wav',
    });
  });

  it('answers 422 for invalid bodies, unknown fields and unknown voices', async () => {
    const wrongType = await call('owner', 'POST', `/companies/${advertiser}/assets`, {
      ...upload,
      content_type: 'video/mp4',
    });
    expect(wrongType.status).toBe(422);
    const extra = await call('owner', 'POST', `/companies/${advertiser}/assets`, { ...upload, size: 3 });
    expect(extra.status).toBe(422);
    const voice = await call('owner', 'POST', `/companies/${advertiser}/assets`, {
      kind: 'generated',
      name: 'x',
      script: 'y',
      voice_id: 'nobody',
    });
    expect(voice.status).toBe(422);
    expect(voice.body.fields).toEqual({ voice_id: 'asset.voice_id.unknown' });
  });

  it('answers 400 for malformed JSON and bad uuids, 404 for unknown assets', async () => {
    const malformed = await call('owner', 'POST', `/companies/${advertiser}/assets`, new RawJson('{"kind":'));
    expect(malformed.status).toBe(400);
    expect((await call('owner', 'GET', `/companies/${advertiser}/assets/not-a-uuid`)).status).toBe(400);
    expect(
      (await call('owner', 'GET', `/companies/${advertiser}/assets/00000000-0000-4000-8000-000000000000`))
        .status,
    ).toBe(404);
  });

  it('refuses writes from roles 3 and 4 and hides the advertiser from non-members', async () => {
    for (const who of ['viewer', 'reporter']) {
      expect((await call(who, 'POST', `/companies/${advertiser}/assets`, upload)).status).toBe(403);
    }
    expect((await call('nobody', 'GET', `/companies/${advertiser}/assets`)).status).toBe(404);
  });

  it('keeps an asset a creative uses (409)', async () => {
    const asset = await call('owner', 'POST', `/companies/${advertiser}/assets`, upload);
    await call('owner', 'POST', `/companies/${advertiser}/creatives`, {
      name: 'Uses it',
      asset_uuid: asset.body.asset.uuid,
    });
    expect(
      (await call('owner', 'DELETE', `/companies/${advertiser}/assets/${asset.body.asset.uuid}`)).status,
    ).toBe(409);
  });
});

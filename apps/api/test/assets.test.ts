import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases, startTestApi } from './harness.ts';

type TestApi = Awaited<ReturnType<typeof startTestApi>>;

/** Starting, migrating and seeding an embedded database takes seconds, more on a busy machine. */
const HARNESS_START_MS = 60_000;
// biome-ignore lint/suspicious/noExplicitAny: answers are JSON whose shape the assertions check
type Answer = { status: number; body: any };

let api: TestApi;
let advertiser: string;
const tokens: Record<string, string> = {};

async function call(who: string, method: string, path: string, json?: unknown): Promise<Answer> {
  const response = await fetch(`${api.baseUrl}/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const upload = { kind: 'uploaded', name: 'Jingle', filename: 'jingle.mp3', content_type: 'audio/mpeg' };

describeDatabases('assets', (database) => {
  beforeAll(async () => {
    api = await startTestApi({ database });
    advertiser = api.demo.advertisers.onboarded;
    for (const who of ['owner', 'editor', 'viewer', 'reporter', 'cpa', 'nobody']) {
      tokens[who] = await api.tokenFor(`${who}@example.com`);
    }
  }, HARNESS_START_MS);

  afterAll(async () => {
    await api?.close();
  });

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

    const list = await call('viewer', 'GET', `/companies/${advertiser}/assets`);
    expect(list.body.map((asset: { uuid: string }) => asset.uuid)).toContain(uuid);
    expect((await call('reporter', 'GET', `/companies/${advertiser}/assets/${uuid}`)).body.name).toBe(
      'Jingle',
    );

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
    const malformed = await fetch(`${api.baseUrl}/v1/companies/${advertiser}/assets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.owner}`, 'content-type': 'application/json' },
      body: '{"kind":',
    });
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

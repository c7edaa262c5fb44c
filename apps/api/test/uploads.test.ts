import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createSandboxPolicy, type S3Data } from '../src/services/uploads/sandboxPolicy.ts';
import { toneWav } from './fixtures/creativeFiles.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser } = demoAdvertisers;

/** Posts the policy's fields (with `override`s) and then the file, as a browser form would. */
async function post(
  s3: S3Data,
  file: Uint8Array<ArrayBuffer>,
  override: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: { Message?: string } | null }> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...s3.fields, ...override })) form.append(name, value);
  form.append('file', new Blob([file], { type: s3.content_type }), 'spot.mp3');
  const response = await fetch(s3.url, { method: 'POST', body: form });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

describeDatabases('uploads', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  /** A fresh uploaded asset's policy, as the API hands it out. */
  async function assetPolicy(filename = 'spot.mp3'): Promise<S3Data> {
    const created = await call('owner', 'POST', `/companies/${advertiser}/assets`, {
      kind: 'uploaded',
      name: `Upload ${filename}`,
      filename,
      content_type: 'audio/mpeg',
    });
    expect(created.status).toBe(201);
    return created.body.s3_data;
  }

  async function storedCount(key: string | undefined): Promise<number> {
    const { rows } = await sessions.api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM uploads WHERE key = $1',
      [key],
    );
    return rows[0]?.n ?? -1;
  }

  it('signs policies S3-style and stores an upload that serves back byte-identical', async () => {
    const s3 = await assetPolicy();
    expect(s3.fields).toMatchObject({
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': expect.stringMatching(/^sandbox\/\d{8}\/us-east-1\/s3\/aws4_request$/),
      'x-amz-signature': expect.stringMatching(/^[0-9a-f]{64}$/),
      'Content-Type': 'audio/mpeg',
    });
    const policy = JSON.parse(Buffer.from(s3.fields.policy as string, 'base64').toString());
    expect(policy.conditions).toContainEqual(['content-length-range', 1, s3.max_size_bytes]);
    expect(policy.conditions).toContainEqual({ key: s3.fields.key });

    const file = randomBytes(300_000);
    const stored = await post(s3, file);
    expect(stored.status).toBe(204);
    const location = stored.headers.get('location') as string;
    expect(location).toContain('/v1/uploads/advertisers/');

    const served = await fetch(location);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/mpeg');
    expect(served.headers.get('content-length')).toBe(String(file.length));
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
  });

  it('serves byte ranges so players can seek, and refuses ranges past the end', async () => {
    const s3 = await assetPolicy('seek.mp3');
    const file = randomBytes(10_000);
    const location = (await post(s3, file)).headers.get('location') as string;

    const middle = await fetch(location, { headers: { range: 'bytes=1000-1999' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe('bytes 1000-1999/10000');
    expect(middle.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await middle.arrayBuffer()).equals(file.subarray(1000, 2000))).toBe(true);

    const tail = await fetch(location, { headers: { range: 'bytes=-500' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe('bytes 9500-9999/10000');
    expect(Buffer.from(await tail.arrayBuffer()).equals(file.subarray(9500))).toBe(true);

    const beyond = await fetch(location, { headers: { range: 'bytes=20000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10000');
    expect((await beyond.json()).Message).toMatch(/outside/);
  });

  it('replaces the file when the same key is uploaded again under a new policy', async () => {
    const s3 = await assetPolicy('again.mp3');
    expect((await post(s3, randomBytes(100))).status).toBe(204);
    // A second policy for the same key, signed a second later so that it is a different policy.
    const renewed = createSandboxPolicy(
      { key: s3.fields.key as string, contentType: s3.content_type, maxSizeBytes: s3.max_size_bytes },
      {
        publicBaseUrl: sessions.api.baseUrl,
        secret: sessions.api.config.uploadSecret,
        now: new Date(Date.now() + 1000),
      },
    );
    const second = randomBytes(200);
    const stored = await post(renewed, second);
    expect(stored.status).toBe(204);
    const location = stored.headers.get('location') as string;
    expect(Buffer.from(await (await fetch(location)).arrayBuffer()).equals(second)).toBe(true);
    expect(await storedCount(s3.fields.key)).toBe(1);
  });

  it('stores one file per policy: a replay after a successful upload answers 403 and changes nothing', async () => {
    const s3 = await assetPolicy('once.mp3');
    const first = randomBytes(100);
    const stored = await post(s3, first);
    expect(stored.status).toBe(204);
    const replay = await post(s3, randomBytes(150));
    expect(replay.status).toBe(403);
    expect(replay.body).toMatchObject({
      code: 'upload_policy_used',
      Message: expect.stringMatching(/already used/),
    });
    const location = stored.headers.get('location') as string;
    expect(Buffer.from(await (await fetch(location)).arrayBuffer()).equals(first)).toBe(true);
  });

  it('lets only one of two simultaneous uploads under the same policy through', async () => {
    const s3 = await assetPolicy('race.mp3');
    const answers = await Promise.all([post(s3, randomBytes(100)), post(s3, randomBytes(100))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 403]);
    expect(await storedCount(s3.fields.key)).toBe(1);
  });

  it('makes an uploaded asset ready with its address and the length read from the file', async () => {
    const created = await call('owner', 'POST', `/companies/${advertiser}/assets`, {
      kind: 'uploaded',
      name: 'Tone',
      filename: 'tone.wav',
      content_type: 'audio/wav',
    });
    const { uuid } = created.body.asset;
    const tone = toneWav(2.5);
    expect((await post(created.body.s3_data, tone)).status).toBe(204);
    const asset = await call('owner', 'GET', `/companies/${advertiser}/assets/${uuid}`);
    expect(asset.body).toMatchObject({ status: 'ready', duration_seconds: 2.5 });
    const served = await fetch(asset.body.file_url);
    expect(served.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(tone))).toBe(true);

    const deleted = await call('owner', 'DELETE', `/companies/${advertiser}/assets/${uuid}`);
    expect(deleted.status).toBe(204);
    expect((await fetch(asset.body.file_url)).status).toBe(404);
  });

  it('marks an uploaded asset failed when its file is not audio of the announced type', async () => {
    const created = await call('owner', 'POST', `/companies/${advertiser}/assets`, {
      kind: 'uploaded',
      name: 'Noise',
      filename: 'noise.mp3',
      content_type: 'audio/mpeg',
    });
    expect((await post(created.body.s3_data, new Uint8Array(Buffer.from('not audio at all')))).status).toBe(
      204,
    );
    const asset = await call('owner', 'GET', `/companies/${advertiser}/assets/${created.body.asset.uuid}`);
    expect(asset.body).toMatchObject({ status: 'failed', duration_seconds: null });
  });

  it('gives a creative the addresses of its uploaded audio and display ad', async () => {
    const created = await call('owner', 'POST', `/companies/${advertiser}/creatives`, {
      name: 'Uploaded spot',
      audio_filename: 'spot.wav',
      display_filename: 'banner.png',
    });
    expect(created.body.creative.status).toBe('pending_upload');
    const banner = randomBytes(5000);
    expect((await post(created.body.s3_data, toneWav(1))).status).toBe(204);
    expect((await post(created.body.s3_displayad, banner)).status).toBe(204);
    const creative = await call(
      'owner',
      'GET',
      `/companies/${advertiser}/creatives/${created.body.creativeId}`,
    );
    expect(creative.body).toMatchObject({ status: 'ready' });
    const image = await fetch(creative.body.display_url);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(banner)).toBe(true);
    expect((await fetch(creative.body.audio_url)).headers.get('content-type')).toBe('audio/wav');

    const deleted = await call('owner', 'DELETE', `/creatives/${created.body.creativeId}`);
    expect(deleted.status).toBe(204);
    expect((await fetch(creative.body.audio_url)).status).toBe(404);
    expect((await fetch(creative.body.display_url)).status).toBe(404);
  });

  it("replaces a creative's audio and display ad through the policies its update answers", async () => {
    const created = await call('owner', 'POST', `/companies/${advertiser}/creatives`, {
      name: 'Replaced files',
      audio_filename: 'spot.wav',
      display_filename: 'banner.png',
    });
    expect((await post(created.body.s3_data, toneWav(1))).status).toBe(204);
    expect((await post(created.body.s3_displayad, randomBytes(3000))).status).toBe(204);
    const path = `/companies/${advertiser}/creatives/${created.body.creativeId}`;
    const first = await call('owner', 'GET', path);

    const updated = await call('owner', 'PATCH', path, {
      audio_filename: 'spot.wav',
      display_filename: 'banner-v2.png',
    });
    expect(updated.body.creative).toMatchObject({
      status: 'pending_upload',
      audio_url: null,
      display_url: null,
    });
    const banner = randomBytes(4000);
    expect((await post(updated.body.s3_data, toneWav(2))).status).toBe(204);
    expect((await post(updated.body.s3_displayad, banner)).status).toBe(204);

    const replaced = await call('owner', 'GET', path);
    expect(replaced.body).toMatchObject({ status: 'ready', display_filename: 'banner-v2.png' });
    expect(replaced.body.display_url).not.toBe(first.body.display_url);
    const image = await fetch(replaced.body.display_url);
    expect(Buffer.from(await image.arrayBuffer()).equals(banner)).toBe(true);
    const audio = await fetch(replaced.body.audio_url);
    expect((await audio.arrayBuffer()).byteLength).toBe(toneWav(2).byteLength);
  });

  it('takes CRM customer lists under a correlation id, for editors only', async () => {
    const path = `/companies/${advertiser}/audiences/crm-uploads`;
    const created = await call('owner', 'POST', path, { filename: 'customers.csv' });
    expect(created.status).toBe(201);
    const { correlation_id, s3_data } = created.body;
    expect(s3_data).toMatchObject({ content_type: 'text/csv' });
    expect(s3_data.fields.key).toBe(`advertisers/${advertiser}/crm/${correlation_id}/customers.csv`);
    const list = Buffer.from('email,zip\nada@example.com,10115\n');
    const stored = await post(s3_data, new Uint8Array(list));
    expect(stored.status).toBe(204);
    const served = await fetch(stored.headers.get('location') as string);
    expect(served.headers.get('content-type')).toBe('text/csv');
    expect(Buffer.from(await served.arrayBuffer()).equals(list)).toBe(true);

    expect((await call('viewer', 'POST', path, { filename: 'x.csv' })).status).toBe(403);
    const wrongType = await call('owner', 'POST', path, {
      filename: 'x.xlsx',
      content_type: 'application/vnd.ms-excel',
    });
    expect(wrongType.status).toBe(422);
  });

  it('refuses a forged signature and stores nothing', async () => {
    const s3 = await assetPolicy('forged.mp3');
    const signature = s3.fields['x-amz-signature'] as string;
    const forged = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const answer = await post(s3, randomBytes(100), { 'x-amz-signature': forged });
    expect(answer.status).toBe(403);
    expect(answer.body?.Message).toMatch(/signature does not match/);
    expect(await storedCount(s3.fields.key)).toBe(0);
  });

  it('refuses a policy signed with another secret', async () => {
    const s3 = createSandboxPolicy(
      { key: `advertisers/${advertiser}/assets/x/other.mp3`, contentType: 'audio/mpeg', maxSizeBytes: 1000 },
      { publicBaseUrl: sessions.api.baseUrl, secret: 'not-the-server-secret', now: new Date() },
    );
    const answer = await post(s3, randomBytes(100));
    expect(answer.status).toBe(403);
    expect(await storedCount(s3.fields.key)).toBe(0);
  });

  it('refuses an expired policy', async () => {
    const s3 = createSandboxPolicy(
      { key: `advertisers/${advertiser}/assets/x/late.mp3`, contentType: 'audio/mpeg', maxSizeBytes: 1000 },
      {
        publicBaseUrl: sessions.api.baseUrl,
        secret: sessions.api.config.uploadSecret,
        now: new Date(Date.now() - 2 * 3600_000),
      },
    );
    const answer = await post(s3, randomBytes(100));
    expect(answer.status).toBe(403);
    expect(answer.body?.Message).toMatch(/expired/);
    expect(await storedCount(s3.fields.key)).toBe(0);
  });

  it('refuses a file larger than the policy allows, and an empty one', async () => {
    const s3 = createSandboxPolicy(
      { key: `advertisers/${advertiser}/assets/x/big.mp3`, contentType: 'audio/mpeg', maxSizeBytes: 1000 },
      { publicBaseUrl: sessions.api.baseUrl, secret: sessions.api.config.uploadSecret, now: new Date() },
    );
    const oversized = await post(s3, randomBytes(1001));
    expect(oversized.status).toBe(413);
    expect(oversized.body?.Message).toMatch(/at most 1000/);
    expect((await post(s3, new Uint8Array())).status).toBe(413);
    expect(await storedCount(s3.fields.key)).toBe(0);
    expect((await post(s3, randomBytes(1000))).status).toBe(204);
  });

  it('refuses a display ad above its 2 MB policy', async () => {
    const created = await call('owner', 'POST', `/companies/${advertiser}/creatives`, {
      name: 'Banner check',
      display_filename: 'banner.png',
    });
    expect(created.status).toBe(201);
    const s3 = created.body.s3_displayad as S3Data;
    expect(s3.max_size_bytes).toBe(2 * 1024 * 1024);
    const answer = await post(s3, randomBytes(s3.max_size_bytes + 1));
    expect(answer.status).toBe(413);
    expect(await storedCount(s3.fields.key)).toBe(0);
  });

  it('refuses a content type, key or extra field the policy does not allow', async () => {
    const s3 = await assetPolicy('typed.mp3');
    const wrongType = await post(s3, randomBytes(100), { 'Content-Type': 'image/svg+xml' });
    expect(wrongType.status).toBe(403);
    expect(wrongType.body?.Message).toMatch(/Content-Type must be "audio\/mpeg"/);

    const otherKey = await post(s3, randomBytes(100), { key: `advertisers/${advertiser}/assets/x/evil.mp3` });
    expect(otherKey.status).toBe(403);
    expect(otherKey.body?.Message).toMatch(/key must be/);

    const extra = await post(s3, randomBytes(100), { acl: 'public-read-write' });
    expect(extra.status).toBe(403);
    expect(extra.body?.Message).toMatch(/acl is not allowed/);

    expect(await storedCount(s3.fields.key)).toBe(0);
    expect(await storedCount(`advertisers/${advertiser}/assets/x/evil.mp3`)).toBe(0);
  });

  it('answers 400 to a form without a file or without policy fields, 404 to an unknown key', async () => {
    const s3 = await assetPolicy('empty.mp3');
    const noFile = new FormData();
    for (const [name, value] of Object.entries(s3.fields)) noFile.append(name, value);
    const missingFile = await fetch(s3.url, { method: 'POST', body: noFile });
    expect(missingFile.status).toBe(400);
    expect((await missingFile.json()).Message).toMatch(/no file/);

    const bare = new FormData();
    bare.append('file', new Blob([randomBytes(10)]), 'x.mp3');
    const missingPolicy = await fetch(s3.url, { method: 'POST', body: bare });
    expect(missingPolicy.status).toBe(400);
    expect((await missingPolicy.json()).Message).toMatch(/no policy field/);

    const unknown = await fetch(`${sessions.api.baseUrl}/v1/uploads/advertisers/nothing/here.mp3`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).Message).toBeTruthy();
  });
});

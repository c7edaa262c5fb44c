import type { ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signIn } from './client.ts';
import { freePort, startServerProcess } from './serverProcess.ts';

// The real start command with the S3 variables set, as an operator would run it: this covers
// reading the settings from the environment too. Signing needs no database features, so the
// server runs on the embedded database only.
const dataDir = mkdtempSync(join(tmpdir(), 'earshot-s3-'));
const S3_ENV = {
  EARSHOT_S3_BUCKET: 'earshot-uploads',
  EARSHOT_S3_REGION: 'eu-central-1',
  EARSHOT_S3_ACCESS_KEY_ID: 'AKIDEARSHOTTEST',
  EARSHOT_S3_SECRET_ACCESS_KEY: 'earshot-test-secret-access-key',
};
const BUCKET_URL = 'https://earshot-uploads.s3.eu-central-1.amazonaws.com/';

let server: ChildProcess | undefined;
let baseUrl: string;
let owner: string;

/** AWS Signature Version 4 of a POST policy, written out from the S3 documentation. */
function awsPolicySignature(secret: string, credential: string, policy: string): string {
  const [, date = '', region = ''] = credential.split('/');
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(policy).digest('hex');
}

describe('uploads with an S3 bucket configured', () => {
  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = await startServerProcess({ port, dataDir, env: S3_ENV, startMs: 150_000 });
    owner = await signIn(baseUrl, 'owner@example.com');
  }, 180_000);

  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs asset uploads for the bucket as S3 verifies them', async () => {
    const advertiser = (await callApi(baseUrl, owner, 'GET', '/companies')).body[0].uuid;
    const created = await callApi(baseUrl, owner, 'POST', `/companies/${advertiser}/assets`, {
      kind: 'uploaded',
      name: 'To S3',
      filename: 'spot.mp3',
      content_type: 'audio/mpeg',
    });
    expect(created.status).toBe(201);
    const s3 = created.body.s3_data;
    const key = `advertisers/${advertiser}/assets/${created.body.asset.uuid}/spot.mp3`;
    expect(s3.url).toBe(BUCKET_URL);
    expect(s3.fields).toMatchObject({
      key,
      bucket: S3_ENV.EARSHOT_S3_BUCKET,
      'Content-Type': 'audio/mpeg',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': expect.stringMatching(/^AKIDEARSHOTTEST\/\d{8}\/eu-central-1\/s3\/aws4_request$/),
    });
    expect(s3.fields['X-Amz-Signature']).toBe(
      awsPolicySignature(
        S3_ENV.EARSHOT_S3_SECRET_ACCESS_KEY,
        s3.fields['X-Amz-Credential'],
        s3.fields.Policy,
      ),
    );
    const policy = JSON.parse(Buffer.from(s3.fields.Policy, 'base64').toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: S3_ENV.EARSHOT_S3_BUCKET },
        { key },
        ['content-length-range', 1, s3.max_size_bytes],
        { 'Content-Type': 'audio/mpeg' },
      ]),
    );
    expect(s3.expires_at).toBe(new Date(policy.expiration).toISOString());
    const lifetime = Date.parse(s3.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
  });

  it('signs display ads and logos for the bucket too', async () => {
    const advertiser = (await callApi(baseUrl, owner, 'GET', '/companies')).body[0].uuid;
    const creative = await callApi(baseUrl, owner, 'POST', `/companies/${advertiser}/creatives`, {
      name: 'S3 banner',
      display_filename: 'banner.png',
    });
    expect(creative.body.s3_displayad).toMatchObject({ url: BUCKET_URL, content_type: 'image/png' });
    const company = await callApi(baseUrl, owner, 'PATCH', `/companies/${advertiser}`, {
      filename: 'logo.png',
    });
    expect(company.status).toBe(200);
    expect(company.body.s3_data).toMatchObject({ url: BUCKET_URL, content_type: 'image/png' });
  });
});

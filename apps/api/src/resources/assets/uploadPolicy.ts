import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../../app.ts';

/** The signed POST policy a client uploads a file with (`S3Data` in the contract). */
export type S3Data = {
  url: string;
  fields: Record<string, string>;
  expires_at: string;
  max_size_bytes: number;
  content_type: string;
};

/** What to sign an upload for. */
export type UploadPolicyRequest = {
  /** Base URL of the API as clients reach it, e.g. `http://localhost:8787`. */
  publicBaseUrl: string;
  /** Storage key the file is stored under. */
  key: string;
  /** Content type the upload must carry. */
  contentType: string;
  /** Largest accepted file in bytes. */
  maxSizeBytes: number;
  /** Current time; the policy expires one hour later. */
  now: Date;
  /** Secret the policy is signed with. */
  secret: string;
};

/**
 * A storage key from path segments. Each segment is reduced to letters, digits, dot, dash and
 * underscore, so a file name such as `../../x` cannot climb out of its folder.
 */
export function storageKey(...segments: string[]): string {
  return segments
    .map((segment) => segment.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^\.+/, '_') || '_')
    .join('/');
}

/** How long a client may use an upload policy. */
const POLICY_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Builds the signed POST policy for one upload. The sandbox receives the POST itself at
 * `<public base>/v1/uploads`; the fields follow the S3 POST-policy form so the same client code
 * works against S3.
 */
export function createUploadPolicy(request: UploadPolicyRequest): S3Data {
  const expiresAt = new Date(request.now.getTime() + POLICY_LIFETIME_MS).toISOString();
  const policyDocument = {
    expiration: expiresAt,
    conditions: [
      { key: request.key },
      { 'Content-Type': request.contentType },
      ['content-length-range', 1, request.maxSizeBytes],
    ],
  };
  const policy = Buffer.from(JSON.stringify(policyDocument)).toString('base64');
  const signature = createHmac('sha256', request.secret).update(policy).digest('hex');
  return {
    url: `${request.publicBaseUrl.replace(/\/+$/, '')}/v1/uploads`,
    fields: {
      key: request.key,
      'Content-Type': request.contentType,
      policy,
      signature,
    },
    expires_at: expiresAt,
    max_size_bytes: request.maxSizeBytes,
    content_type: request.contentType,
  };
}

/**
 * The upload policy for a request: signed with the server's upload secret, pointing at the API's
 * public base URL.
 */
export function uploadPolicyFor(
  c: Context<AppEnv>,
  upload: Pick<UploadPolicyRequest, 'key' | 'contentType' | 'maxSizeBytes'>,
): S3Data {
  const config = c.get('config');
  return createUploadPolicy({
    ...upload,
    publicBaseUrl: config.publicBaseUrl,
    secret: config.uploadSecret,
    now: c.get('now')(),
  });
}

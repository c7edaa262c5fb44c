import type { Context } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { createS3Policy } from '../../services/uploads/s3Policy.ts';
import {
  createSandboxPolicy,
  type S3Data,
  type UploadPolicyRequest,
} from '../../services/uploads/sandboxPolicy.ts';

export type { S3Data } from '../../services/uploads/sandboxPolicy.ts';

/**
 * A storage key from path segments. Each segment is reduced to letters, digits, dot, dash and
 * underscore, so a file name such as `../../x` cannot climb out of its folder.
 */
export function storageKey(...segments: string[]): string {
  return segments
    .map((segment) => segment.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^\.+/, '_') || '_')
    .join('/');
}

/**
 * The upload policy for a request: for the configured S3 bucket when there is one, else signed
 * with the server's upload secret for the sandbox's own storage endpoint at the API's public base
 * URL.
 */
export async function uploadPolicyFor(c: Context<AppEnv>, upload: UploadPolicyRequest): Promise<S3Data> {
  const config = c.get('config');
  if (config.s3) return createS3Policy(upload, config.s3);
  return createSandboxPolicy(upload, {
    publicBaseUrl: config.publicBaseUrl,
    secret: config.uploadSecret,
    now: c.get('now')(),
  });
}

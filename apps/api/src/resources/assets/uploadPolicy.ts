import type { Context } from 'hono';
import type { AppEnv } from '../../app.ts';
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
 * The upload policy for a request: signed with the server's upload secret for the sandbox's own
 * storage endpoint at the API's public base URL.
 */
export function uploadPolicyFor(c: Context<AppEnv>, upload: UploadPolicyRequest): S3Data {
  const config = c.get('config');
  return createSandboxPolicy(upload, {
    publicBaseUrl: config.publicBaseUrl,
    secret: config.uploadSecret,
    now: c.get('now')(),
  });
}

import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import { decodePolicy } from './policyDocument.ts';
import { POLICY_LIFETIME_MS, type S3Data, type UploadPolicyRequest } from './sandboxPolicy.ts';

/** One client per bucket configuration. */
const clients = new WeakMap<S3Config, S3Client>();

// The AWS SDK is loaded on first use, so a sandbox that never signs for S3 never loads it.
async function clientFor(s3: S3Config): Promise<S3Client> {
  let client = clients.get(s3);
  if (!client) {
    const { S3Client } = await import('@aws-sdk/client-s3');
    client = new S3Client({
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    clients.set(s3, client);
  }
  return client;
}

/**
 * Signs a POST policy for the configured S3 bucket with the AWS SDK: the same conditions as the
 * sandbox's (exact key, content type, 1 byte to `maxSizeBytes`), valid for the same hour.
 */
export async function createS3Policy(upload: UploadPolicyRequest, s3: S3Config): Promise<S3Data> {
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  const { url, fields } = await createPresignedPost(await clientFor(s3), {
    Bucket: s3.bucket,
    Key: upload.key,
    Conditions: [['content-length-range', 1, upload.maxSizeBytes], { 'Content-Type': upload.contentType }],
    Fields: { 'Content-Type': upload.contentType },
    Expires: POLICY_LIFETIME_MS / 1000,
  });
  const expiration = decodePolicy(fields.Policy ?? '')?.expiration;
  if (!expiration) throw new Error('The AWS SDK returned an upload policy without an expiration');
  return {
    url,
    fields,
    expires_at: new Date(expiration).toISOString(),
    max_size_bytes: upload.maxSizeBytes,
    content_type: upload.contentType,
  };
}

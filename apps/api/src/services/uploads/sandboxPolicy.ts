import type { components } from '@earshot/sdk-core';
import { encodePolicy } from './policyDocument.ts';
import { amzDate, credentialField, POLICY_ALGORITHM, policySignature } from './postPolicySignature.ts';

/** The signed POST policy a client uploads a file with (`S3Data` in the contract). */
export type S3Data = components['schemas']['S3Data'];

/** What to sign an upload for. */
export type UploadPolicyRequest = {
  /** Storage key the file is stored under. */
  key: string;
  /** Content type the upload must carry. */
  contentType: string;
  /** Largest accepted file in bytes. */
  maxSizeBytes: number;
};

/** How long a client may use an upload policy. */
export const POLICY_LIFETIME_MS = 60 * 60 * 1000;

/** Access key and region the sandbox names in its credentials; only the secret makes the signature. */
export const SANDBOX_CREDENTIAL = { accessKeyId: 'sandbox', region: 'us-east-1' } as const;

/** Path of the sandbox's own storage endpoint under the API's public base URL. */
export const SANDBOX_UPLOAD_PATH = '/v1/uploads';

/**
 * Builds a POST policy signed like S3's (AWS Signature Version 4) with the sandbox's upload secret,
 * for the sandbox's own storage endpoint at `<public base>/v1/uploads`. The same client code then
 * works against S3.
 */
export function createSandboxPolicy(
  upload: UploadPolicyRequest,
  signer: { publicBaseUrl: string; secret: string; now: Date },
): S3Data {
  const expiresAt = new Date(signer.now.getTime() + POLICY_LIFETIME_MS).toISOString();
  const credential = { ...SANDBOX_CREDENTIAL, date: amzDate(signer.now).slice(0, 8) };
  const signed = {
    key: upload.key,
    'Content-Type': upload.contentType,
    'x-amz-algorithm': POLICY_ALGORITHM,
    'x-amz-credential': credentialField(credential),
    'x-amz-date': amzDate(signer.now),
  };
  const policy = encodePolicy({
    expiration: expiresAt,
    conditions: [
      ...Object.entries(signed).map(([name, value]) => ({ [name]: value })),
      ['content-length-range', 1, upload.maxSizeBytes],
    ],
  });
  return {
    url: `${signer.publicBaseUrl.replace(/\/+$/, '')}${SANDBOX_UPLOAD_PATH}`,
    fields: { ...signed, policy, 'x-amz-signature': policySignature(signer.secret, credential, policy) },
    expires_at: expiresAt,
    max_size_bytes: upload.maxSizeBytes,
    content_type: upload.contentType,
  };
}

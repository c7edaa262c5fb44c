import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature algorithm of S3 POST policies, and the only one the sandbox accepts. */
export const POLICY_ALGORITHM = 'AWS4-HMAC-SHA256';

/** The parts of an `x-amz-credential` value: `<access key>/<yyyymmdd>/<region>/s3/aws4_request`. */
export type PolicyCredential = { accessKeyId: string; date: string; region: string };

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** The `x-amz-credential` field for a signing day (`yyyymmdd`). */
export function credentialField(credential: PolicyCredential): string {
  return `${credential.accessKeyId}/${credential.date}/${credential.region}/s3/aws4_request`;
}

/** Reads an `x-amz-credential` field, or returns null when it has not that shape. */
export function parseCredentialField(value: string): PolicyCredential | null {
  const match = /^([^/]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request$/.exec(value);
  if (!match) return null;
  return { accessKeyId: match[1] as string, date: match[2] as string, region: match[3] as string };
}

/**
 * The AWS Signature Version 4 signature of a base64 policy document: HMAC-SHA256 of the policy with
 * a key derived from the secret, the signing day and the region, as S3 computes it.
 */
export function policySignature(secret: string, credential: PolicyCredential, policy: string): string {
  const dayKey = hmac(`AWS4${secret}`, credential.date);
  const signingKey = hmac(hmac(hmac(dayKey, credential.region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(policy).digest('hex');
}

/** Whether `signature` is the signature of `policy`, compared in constant time. */
export function signatureMatches(
  secret: string,
  credential: PolicyCredential,
  policy: string,
  signature: string,
): boolean {
  const expected = Buffer.from(policySignature(secret, credential, policy), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `x-amz-date` form of a time: `yyyymmddThhmmssZ`. */
export function amzDate(time: Date): string {
  return time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

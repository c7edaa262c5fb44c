import { HttpError } from '../../http/errors.ts';
import { decodePolicy, policyViolation } from './policyDocument.ts';
import { POLICY_ALGORITHM, parseCredentialField, signatureMatches } from './postPolicySignature.ts';
import type { UploadForm } from './uploadForm.ts';

/** What a verified upload may be stored as, and the policy it was signed with (used once). */
export type VerifiedUpload = {
  key: string;
  contentType: string;
  policy: { signature: string; expiresAt: Date };
};

function required(form: UploadForm, name: string): string {
  const value = form.fields.get(name);
  if (!value) throw new HttpError(400, `The upload form has no ${name} field: send every field of s3_data`);
  return value;
}

/**
 * Checks an upload against its signed policy as S3 does, refusing it with a clear message:
 * 400 for a form missing policy fields, 403 for a signature that does not match, an expired
 * policy or a field the policy does not allow (key, content type), 413 for a file larger than
 * the policy allows. Whether the policy was used before is the caller's to check, with the file.
 */
export function verifyUpload(form: UploadForm, secret: string, now: Date): VerifiedUpload {
  const policy = required(form, 'policy');
  const signature = required(form, 'x-amz-signature');
  const algorithm = required(form, 'x-amz-algorithm');
  const credentialValue = required(form, 'x-amz-credential');
  required(form, 'key');
  if (algorithm !== POLICY_ALGORITHM) {
    throw new HttpError(400, `The upload must be signed with ${POLICY_ALGORITHM}`);
  }
  const credential = parseCredentialField(credentialValue);
  if (!credential) {
    throw new HttpError(400, 'The x-amz-credential field is not <key>/<yyyymmdd>/<region>/s3/aws4_request');
  }
  if (!signatureMatches(secret, credential, policy, signature)) {
    throw new HttpError(403, 'The upload signature does not match its policy: ask the API for a new s3_data');
  }
  const document = decodePolicy(policy);
  if (!document) throw new HttpError(400, 'The upload policy is not a valid policy document');
  if (Date.parse(document.expiration) <= now.getTime()) {
    throw new HttpError(
      403,
      `The upload policy expired at ${document.expiration}: ask the API for a new s3_data`,
    );
  }
  const violation = policyViolation(document, form.fields, form.file.size);
  if (violation?.reason === 'size') throw new HttpError(413, violation.message);
  if (violation) throw new HttpError(403, `The upload does not match its policy: ${violation.message}`);
  const contentType = form.fields.get('content-type');
  if (!contentType) {
    throw new HttpError(403, 'The upload policy must fix the Content-Type of the file');
  }
  return {
    key: form.fields.get('key') as string,
    contentType,
    policy: { signature: signature.toLowerCase(), expiresAt: new Date(document.expiration) },
  };
}

import { z } from 'zod';

/**
 * One condition of an S3 POST policy: `{ field: value }` (exact match), `['eq', '$field', value]`,
 * `['starts-with', '$field', prefix]` or `['content-length-range', min, max]`.
 */
export type PolicyCondition =
  | Record<string, string>
  | ['eq' | 'starts-with', string, string]
  | ['content-length-range', number, number];

/** A decoded POST policy: when it expires and what the form must satisfy. */
export type PolicyDocument = { expiration: string; conditions: PolicyCondition[] };

const conditionSchema = z.union([
  z.record(z.string(), z.string()).refine((value) => Object.keys(value).length === 1),
  z.tuple([z.enum(['eq', 'starts-with']), z.string().startsWith('$'), z.string()]),
  z.tuple([z.literal('content-length-range'), z.int().min(0), z.int().min(0)]),
]);

const documentSchema = z.object({
  expiration: z.iso.datetime({ offset: true }),
  conditions: z.array(conditionSchema),
});

/** Encodes a policy document as the base64 `policy` form field. */
export function encodePolicy(document: PolicyDocument): string {
  return Buffer.from(JSON.stringify(document)).toString('base64');
}

/** Decodes a base64 `policy` form field, or returns null when it is not a policy document. */
export function decodePolicy(policy: string): PolicyDocument | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const result = documentSchema.safeParse(value);
  return result.success ? (result.data as PolicyDocument) : null;
}

/** Why a form does not satisfy its policy, worded for the uploader. */
export type PolicyViolation = { reason: 'size' | 'field'; message: string };

/** Form fields S3 leaves out of the policy check. */
const UNCHECKED_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

/**
 * Checks a form against the policy's conditions as S3 does: every condition must hold, every form
 * field (but the policy, the signature, the file and `x-ignore-*`) must be named by a condition,
 * and the file size must lie within `content-length-range`. Field names compare case-insensitively.
 */
export function policyViolation(
  document: PolicyDocument,
  fields: ReadonlyMap<string, string>,
  fileSize: number,
): PolicyViolation | null {
  const value = (name: string) => fields.get(name.toLowerCase());
  const covered = new Set<string>();
  for (const condition of document.conditions) {
    if (!Array.isArray(condition)) {
      const [name, expected] = Object.entries(condition)[0] as [string, string];
      covered.add(name.toLowerCase());
      if (name.toLowerCase() === 'bucket') continue;
      if (value(name) !== expected) return fieldViolation(name, `must be "${expected}"`);
      continue;
    }
    if (condition[0] === 'content-length-range') {
      const [, min, max] = condition;
      if (fileSize > max) {
        return {
          reason: 'size',
          message: `The file is ${fileSize} bytes; this upload allows at most ${max}`,
        };
      }
      if (fileSize < min) {
        return {
          reason: 'size',
          message: `The file is ${fileSize} bytes; this upload needs at least ${min}`,
        };
      }
      continue;
    }
    const [operator, reference, expected] = condition;
    const name = reference.slice(1);
    covered.add(name.toLowerCase());
    const actual = value(name) ?? '';
    if (operator === 'eq' ? actual !== expected : !actual.startsWith(expected)) {
      return fieldViolation(
        name,
        operator === 'eq' ? `must be "${expected}"` : `must start with "${expected}"`,
      );
    }
  }
  for (const name of fields.keys()) {
    if (UNCHECKED_FIELDS.has(name) || name.startsWith('x-ignore-') || covered.has(name)) continue;
    return fieldViolation(name, 'is not allowed by the upload policy');
  }
  return null;
}

function fieldViolation(name: string, problem: string): PolicyViolation {
  return { reason: 'field', message: `The form field ${name} ${problem}` };
}

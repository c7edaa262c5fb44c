import type * as z from 'zod';
import { isValidationMessageKey, type ValidationMessageKey } from './validationMessages.ts';

/** The key under which {@link fieldErrors} reports a problem of the whole value rather than one field. */
export const ROOT_ERROR_PATH = 'root';

function dotted(path: readonly PropertyKey[]): string {
  return path.length === 0 ? ROOT_ERROR_PATH : path.map(String).join('.');
}

function keyOf(issue: z.core.$ZodIssue): ValidationMessageKey {
  if (isValidationMessageKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') {
    if (issue.path.length === 0) return 'body.invalid';
    if (/received undefined$/.test(issue.message)) return 'field.required';
  }
  return 'field.invalid';
}

/**
 * Turns a zod error into a map from dotted field path (`'targeting.geo.zip_codes.0'`, or `'root'`
 * for the value as a whole) to a message key of `validationMessages` (`'zip_code.invalid'`). The
 * first problem of each field wins; each unknown key of a strict object is reported as
 * `'field.unknown'` under its own path. The API sends this map as `fields` of a 422 answer and the
 * UI shows the translated messages next to the fields.
 *
 * @example
 * const result = createCampaignBodySchema.safeParse(input);
 * if (!result.success) fieldErrors(result.error); // { budget: 'campaign.budget.positive' }
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, ValidationMessageKey> {
  // A Map keeps paths such as `__proto__` or `constructor` from colliding with object internals.
  const fields = new Map<string, ValidationMessageKey>();
  const add = (path: string, key: ValidationMessageKey) => {
    if (!fields.has(path)) fields.set(path, key);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(dotted([...issue.path, key]), 'field.unknown');
    } else {
      add(dotted(issue.path), keyOf(issue));
    }
  }
  return Object.fromEntries(fields);
}

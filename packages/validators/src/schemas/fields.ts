import * as z from 'zod';
import { isEmail } from '../rules/isEmail.ts';
import { isUuid } from '../rules/isUuid.ts';
import type { ValidationMessageKey } from '../validationMessages.ts';

/** A field prefix with `.required`, `.max` and `.invalid` messages, e.g. `'campaign.name'`. */
export type TextFieldPrefix = {
  [K in ValidationMessageKey]: K extends `${infer P}.max`
    ? `${P}.required` extends ValidationMessageKey
      ? `${P}.invalid` extends ValidationMessageKey
        ? P
        : never
      : never
    : never;
}[ValidationMessageKey];

/** Error option that tells a missing value (`required`) from a value of the wrong kind (`invalid`). */
export function missingOr(required: ValidationMessageKey, invalid: ValidationMessageKey) {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? required : invalid) };
}

/** A string with at most `max` characters after trimming; empty allowed. */
export function optionalText(prefix: TextFieldPrefix, max: number) {
  return z
    .string(missingOr(`${prefix}.required`, `${prefix}.invalid`))
    .trim()
    .max(max, { error: `${prefix}.max` });
}

/** A non-empty string with at most `max` characters after trimming. */
export function requiredText(prefix: TextFieldPrefix, max: number) {
  return optionalText(prefix, max).min(1, { error: `${prefix}.required` });
}

/** An e-mail address by the rule of spec §5, trimmed. */
export function emailField() {
  return z
    .string(missingOr('email.required', 'email.invalid'))
    .trim()
    .min(1, { error: 'email.required' })
    .refine(isEmail, { error: 'email.invalid' });
}

/** A UUID by the rule of spec §5. */
export function uuidField(key: ValidationMessageKey = 'uuid.invalid') {
  return z.string({ error: key }).refine(isUuid, { error: key });
}

/** A calendar date `YYYY-MM-DD`. */
export function dateField(required: ValidationMessageKey) {
  return z.iso.date(missingOr(required, 'date.invalid'));
}

/** An ISO 8601 timestamp as the server sends it. */
export function timestampField() {
  return z.iso.datetime({ offset: true });
}

/** A two-letter ISO 3166-1 country code in capitals. */
export function countryField() {
  return z.string({ error: 'country.invalid' }).regex(/^[A-Z]{2}$/, { error: 'country.invalid' });
}

/** Error option for a list longer than allowed. */
export function tooMany(key: ValidationMessageKey = 'list.max') {
  return { error: key };
}

/** Rejects an update body that changes nothing (no field given). */
export function hasSomeField(value: object): boolean {
  return Object.keys(value).length > 0;
}

/** The issue options of {@link hasSomeField}. */
export const SOME_FIELD_REQUIRED = { error: 'body.empty' } as const satisfies { error: ValidationMessageKey };

/** A whole number from `min` to `max`; any problem is reported as `key`. */
export function wholeNumber(key: ValidationMessageKey, min: number, max: number) {
  return z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key });
}

/** Error option of a value that should be a list. */
export const LIST_INVALID = { error: 'list.invalid' } as const satisfies { error: ValidationMessageKey };

/** Error option of a value that should be an object. */
export const OBJECT_INVALID = { error: 'object.invalid' } as const satisfies { error: ValidationMessageKey };

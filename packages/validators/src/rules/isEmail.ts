/** Longest e-mail address a mail system delivers to (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/*
 * Spec §5: word characters with optional dot or hyphen separators, `@`, a domain, and a 2 or 3 letter
 * top-level domain. Each separator must be followed by word characters, which keeps matching linear.
 */
const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[a-z]{2,3}$/i;

/**
 * An e-mail address such as `'jane.doe@acme-audio.com'` (spec §5).
 *
 * Total: returns `false` for non-strings and inputs over {@link MAX_EMAIL_LENGTH}, never throws.
 */
export function isEmail(value: string): boolean {
  return typeof value === 'string' && value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

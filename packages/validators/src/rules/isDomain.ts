import { DOMAIN_NAME_PATTERN, MAX_DOMAIN_LENGTH } from './hostname.ts';

const DOMAIN_PATTERN = new RegExp(`^(?:https?://)?(?:www\\.)?${DOMAIN_NAME_PATTERN}$`, 'i');

/** Longest accepted value: `https://www.` plus the longest DNS name. */
const MAX_LENGTH = 'https://www.'.length + MAX_DOMAIN_LENGTH;

/**
 * A domain is an optional `http://`/`https://` and `www.`, then a domain name with a top-level domain
 * (spec §5), e.g. `'acme-audio.com'` or `'https://www.acme-audio.co.uk'`. No path, port or query.
 *
 * Total: returns `false` for non-strings and over-long input, never throws.
 */
export function isDomain(value: string): boolean {
  return typeof value === 'string' && value.length <= MAX_LENGTH && DOMAIN_PATTERN.test(value);
}

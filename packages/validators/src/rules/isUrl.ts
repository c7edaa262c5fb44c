import { DOMAIN_NAME_PATTERN, IPV4_PATTERN } from './hostname.ts';

/** Longest URL accepted; browsers and CDNs commonly cap URLs near this length. */
export const MAX_URL_LENGTH = 2048;

const URL_PATTERN = new RegExp(
  `^https?://(?:${DOMAIN_NAME_PATTERN}|${IPV4_PATTERN}|localhost)(?::[0-9]{1,5})?(?:/[^\\s?#]*)?(?:\\?[^\\s#]*)?(?:#\\S*)?$`,
  'i',
);

/**
 * A URL starts with `http://` or `https://`, then a domain, an IPv4 address or `localhost`, then an
 * optional port, path, query and fragment (spec §5), e.g. `'https://acme-audio.com:8443/a?b=1#c'`.
 *
 * Total: returns `false` for non-strings, whitespace and inputs over {@link MAX_URL_LENGTH}, never throws.
 */
export function isUrl(value: string): boolean {
  return typeof value === 'string' && value.length <= MAX_URL_LENGTH && URL_PATTERN.test(value);
}

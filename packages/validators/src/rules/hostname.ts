/**
 * Source of a DNS name with a top-level domain: labels of letters, digits and inner hyphens
 * (1–63 characters each), then a 2–63 letter TLD. Shared by {@link isUrl} and {@link isDomain}.
 * Each label must be followed by a dot, so the pattern cannot backtrack catastrophically.
 */
export const DOMAIN_NAME_PATTERN = '(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}';

/** Source of a dotted IPv4 address with octets 0–255. */
export const IPV4_PATTERN =
  '(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';

/** Longest DNS name in presentation form (RFC 1035). */
export const MAX_DOMAIN_LENGTH = 253;

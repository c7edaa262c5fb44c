/**
 * A zip code is exactly five ASCII digits (spec §5), e.g. `'10115'`.
 *
 * Total: returns `false` for anything that is not such a string, never throws.
 */
export function isZipCode(value: string): boolean {
  return typeof value === 'string' && /^[0-9]{5}$/.test(value);
}

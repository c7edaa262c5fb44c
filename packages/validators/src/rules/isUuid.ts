/**
 * A UUID in the standard 8-4-4-4-12 hexadecimal form, any case, any version (spec §5),
 * e.g. `'4f1c2a9e-7b3d-4c21-9a0e-2d6f8b1c3e5a'`.
 *
 * Total: returns `false` for non-strings, never throws.
 */
export function isUuid(value: string): boolean {
  return (
    typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}

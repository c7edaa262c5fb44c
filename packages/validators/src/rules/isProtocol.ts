/**
 * A value "must begin with http:// or {host}" (spec §5): it starts with `http://`, `https://`
 * (scheme letters in any case), or a `{host}`-style macro placeholder such as `{host}` or `{{HOST}}`
 * that the ad server replaces with a scheme and host. Only the beginning is checked.
 *
 * Total: returns `false` for non-strings, never throws.
 */
export function isProtocol(value: string): boolean {
  return typeof value === 'string' && /^(?:https?:\/\/|\{\{?[a-z][a-z0-9_]*\}\}?)/i.test(value);
}

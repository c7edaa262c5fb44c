/**
 * Whether every required parameter of a query is there, as sdk-core's factories judge it (not null,
 * undefined or blank text): hooks decide this before calling a factory, which throws otherwise.
 */
export function allGiven(...values: unknown[]): boolean {
  return values.every(
    (value) => value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === ''),
  );
}

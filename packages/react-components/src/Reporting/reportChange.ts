/**
 * The relative change from `before` to `now` (0.12 = 12% more), or null when there is nothing to
 * compare against (no figure then, or none now).
 */
export function relativeChange(now: number | null, before: number | null | undefined): number | null {
  if (now === null || before === null || before === undefined || before === 0) return null;
  return now / before - 1;
}

import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { readQuery } from '../../http/validate.ts';

/** Longest range a report or a metrics call may cover. */
export const MAX_RANGE_DAYS = 366;

/** Days covered when `startDate` is not given. */
export const DEFAULT_RANGE_DAYS = 30;

const DAY_MS = 86_400_000;

/** An inclusive range of UTC calendar days, as `YYYY-MM-DD`. */
export type DateRange = { startDate: string; endDate: string };

const rangeQuerySchema = z.object({
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
});

const requiredRangeQuerySchema = z.object({ startDate: z.iso.date(), endDate: z.iso.date() });

/**
 * Reads `startDate` and `endDate` from the query. Missing ends default to the last
 * {@link DEFAULT_RANGE_DAYS} days up to today; `required` makes both mandatory (400 when absent).
 */
export function readDateRange(c: Context<AppEnv>, options: { required?: boolean } = {}): DateRange {
  const query = readQuery(c, options.required ? requiredRangeQuerySchema : rangeQuerySchema);
  return checkedDateRange(query, c.get('now')(), ['startDate', 'endDate']);
}

/**
 * The range from its ends as read (`YYYY-MM-DD`, either missing): a missing end is today, a missing
 * start {@link DEFAULT_RANGE_DAYS} days before the end. 400 naming the parameters (`names`: start, end)
 * when a day does not exist, the start is after the end or the range is longer than {@link MAX_RANGE_DAYS}.
 */
export function checkedDateRange(
  ends: { startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
  [startName, endName]: readonly [string, string],
): DateRange {
  const endDate = ends.endDate ?? now.toISOString().slice(0, 10);
  const startDate =
    ends.startDate ??
    new Date(Date.parse(endDate) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1;
  if (Number.isNaN(days)) {
    throw new HttpError(400, `${startName} and ${endName} must be real calendar days (YYYY-MM-DD)`, {
      code: 'bad_request',
    });
  }
  if (days < 1) {
    throw new HttpError(400, `${startName} must be on or before ${endName}`, { code: 'bad_request' });
  }
  if (days > MAX_RANGE_DAYS) {
    throw new HttpError(400, `The date range may cover at most ${MAX_RANGE_DAYS} days`, {
      code: 'bad_request',
    });
  }
  return { startDate, endDate };
}

import { type CalendarDate, today } from '@internationalized/date';

/** A period of whole days, first and last day included (UTC days, as the API counts them). */
export interface ReportingPeriod {
  start: CalendarDate;
  end: CalendarDate;
}

/** The days the dashboards and reports show when no period is chosen: the last 30, today included. */
export const DEFAULT_PERIOD_DAYS = 30;

/** The last {@link DEFAULT_PERIOD_DAYS} days up to today (UTC). */
export function defaultReportingPeriod(now: CalendarDate = today('UTC')): ReportingPeriod {
  return { start: now.subtract({ days: DEFAULT_PERIOD_DAYS - 1 }), end: now };
}

/** The `startDate` and `endDate` query parameters of a period, e.g. `2026-11-01`. */
export function periodParams(period: ReportingPeriod): { startDate: string; endDate: string } {
  return { startDate: period.start.toString(), endDate: period.end.toString() };
}

import type { ReportPeriod, ReportSchedule } from '@earshot/validators';
import type { DateRange } from '../reporting/dateRange.ts';

/** The hour (UTC) of every slot: reports arrive before the working day starts in Europe and the Americas. */
const SLOT_HOUR_UTC = 6;

const DAY_MS = 86_400_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Midnight UTC of the day `time` falls on. */
const startOfDay = (time: number) => time - (((time % DAY_MS) + DAY_MS) % DAY_MS);

/** The Monday (midnight UTC) of the week `time` falls in. */
function startOfWeek(time: number): number {
  const day = startOfDay(time);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

/**
 * The first slot of `schedule` strictly after `after`: 06:00 UTC of every day (`daily`), of every
 * Monday (`weekly`) or of the 1st of every month (`monthly`). From a slot, that is the slot a day, a
 * week or a month later.
 */
export function nextSlot(schedule: ReportSchedule, after: Date): Date {
  const time = after.getTime();
  const hour = SLOT_HOUR_UTC * 3_600_000;
  if (schedule === 'monthly') {
    const date = new Date(time);
    const thisMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) + hour;
    return new Date(
      thisMonth > time ? thisMonth : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) + hour,
    );
  }
  const step = schedule === 'weekly' ? 7 * DAY_MS : DAY_MS;
  const first = (schedule === 'weekly' ? startOfWeek(time) : startOfDay(time)) + hour;
  return new Date(first > time ? first : first + step);
}

/**
 * The days a report run at `runAt` covers (UTC): the 7 or 30 days up to yesterday, the Monday-to-Sunday
 * week before the current one, or the calendar month before the current one.
 */
export function periodRange(period: ReportPeriod, runAt: Date): DateRange {
  const today = startOfDay(runAt.getTime());
  switch (period) {
    case 'last_7_days':
      return { startDate: isoDay(today - 7 * DAY_MS), endDate: isoDay(today - DAY_MS) };
    case 'last_30_days':
      return { startDate: isoDay(today - 30 * DAY_MS), endDate: isoDay(today - DAY_MS) };
    case 'previous_week': {
      const monday = startOfWeek(today);
      return { startDate: isoDay(monday - 7 * DAY_MS), endDate: isoDay(monday - DAY_MS) };
    }
    case 'previous_month': {
      const date = new Date(today);
      const firstOfMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
      const firstOfPrevious = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1);
      return { startDate: isoDay(firstOfPrevious), endDate: isoDay(firstOfMonth - DAY_MS) };
    }
  }
}

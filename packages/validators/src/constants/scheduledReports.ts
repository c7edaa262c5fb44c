/**
 * The days a scheduled report covers, counted back from the day it runs (UTC): the 7 or 30 days up
 * to yesterday, the previous Monday-to-Sunday week, or the previous calendar month.
 */
export const REPORT_PERIODS = ['last_7_days', 'last_30_days', 'previous_week', 'previous_month'] as const;

/** The days a scheduled report covers. */
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The file a scheduled report is sent as. */
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The file a scheduled report is sent as. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** How often a scheduled report is sent: every day, every Monday, or on the 1st of every month (06:00 UTC). */
export const REPORT_SCHEDULES = ['daily', 'weekly', 'monthly'] as const;

/** How often a scheduled report is sent. */
export type ReportSchedule = (typeof REPORT_SCHEDULES)[number];

/** Most recipients of one scheduled report. */
export const MAX_REPORT_RECIPIENTS = 20;

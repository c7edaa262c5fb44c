import * as z from 'zod';
import { BREAKDOWN_DIMENSIONS, BREAKDOWN_METRICS } from '../constants/measurement.ts';
import {
  MAX_REPORT_RECIPIENTS,
  REPORT_FORMATS,
  REPORT_PERIODS,
  REPORT_SCHEDULES,
} from '../constants/scheduledReports.ts';
import { attributionModelSchema, attributionWindowDaysSchema } from './attribution.ts';
import {
  emailField,
  hasSomeField,
  LIST_INVALID,
  requiredText,
  SOME_FIELD_REQUIRED,
  timestampField,
  tooMany,
  uuidField,
} from './fields.ts';
import { LIST_LIMITS, TEXT_LIMITS } from './limits.ts';

/** What a scheduled report breaks down: getMetricsBreakdown's parameters, over a period relative to the run. */
export const reportBreakdownSchema = z.strictObject(
  {
    dimension: z.enum(BREAKDOWN_DIMENSIONS, { error: 'scheduled_report.dimension.invalid' }),
    /** The columns, in this order; all of them when left out. */
    metrics: z
      .array(z.enum(BREAKDOWN_METRICS, { error: 'scheduled_report.metrics.invalid' }), {
        error: 'scheduled_report.metrics.invalid',
      })
      .min(1, { error: 'scheduled_report.metrics.invalid' })
      .refine((metrics) => new Set(metrics).size === metrics.length, {
        error: 'scheduled_report.metrics.invalid',
      })
      .optional(),
    /** Campaigns to keep; all of them when left out. */
    campaign_ids: z
      .array(uuidField('scheduled_report.campaign_ids.invalid'), {
        error: 'scheduled_report.campaign_ids.invalid',
      })
      .max(LIST_LIMITS.campaignIds, tooMany())
      .optional(),
    /** The advertiser's setting when left out. */
    attribution_window_days: attributionWindowDaysSchema.optional(),
    /** The advertiser's setting when left out. */
    attribution_model: attributionModelSchema.optional(),
    period: z.enum(REPORT_PERIODS, { error: 'scheduled_report.period.invalid' }),
  },
  { error: 'scheduled_report.breakdown.invalid' },
);

/** What a scheduled report breaks down. */
export type ReportBreakdown = z.infer<typeof reportBreakdownSchema>;

/** One sending of a scheduled report. */
export const scheduledReportRunSchema = z.object({
  id: uuidField(),
  started_at: timestampField(),
  status: z.enum(['sent', 'failed']),
  recipients: z.array(z.string()),
  /** The attached file's name; null when the run failed before making it. */
  filename: z.string().nullable(),
  /** Rows of the breakdown sent; null when the run failed before reading them. */
  rows: z.number().int().nonnegative().nullable(),
  /** Why the run failed; null when it was sent. */
  error: z.string().nullable(),
});

/** One sending of a scheduled report. */
export type ScheduledReportRun = z.infer<typeof scheduledReportRunSchema>;

/** A breakdown e-mailed as a CSV or XLSX file on a schedule. */
export const scheduledReportSchema = z.object({
  id: uuidField(),
  name: z.string(),
  breakdown: reportBreakdownSchema.loose(),
  format: z.enum(REPORT_FORMATS),
  schedule: z.enum(REPORT_SCHEDULES),
  recipients: z.array(z.string()),
  paused: z.boolean(),
  next_run_at: timestampField(),
  last_run: scheduledReportRunSchema.nullable(),
  created_at: timestampField(),
  updated_at: timestampField(),
});

/** A scheduled report. */
export type ScheduledReport = z.infer<typeof scheduledReportSchema>;

const scheduledReportFields = {
  name: requiredText('scheduled_report.name', TEXT_LIMITS.name),
  breakdown: reportBreakdownSchema,
  format: z.enum(REPORT_FORMATS, { error: 'scheduled_report.format.invalid' }),
  schedule: z.enum(REPORT_SCHEDULES, { error: 'scheduled_report.schedule.invalid' }),
  recipients: z
    .array(emailField(), LIST_INVALID)
    .min(1, { error: 'scheduled_report.recipients.required' })
    .max(MAX_REPORT_RECIPIENTS, tooMany('scheduled_report.recipients.max')),
  paused: z.boolean({ error: 'scheduled_report.paused.invalid' }),
};

/** Body of `createScheduledReport`: everything but `paused` (false unless given) required. */
export const createScheduledReportBodySchema = z.strictObject({
  ...scheduledReportFields,
  paused: scheduledReportFields.paused.optional(),
});

/** Body of `createScheduledReport`. */
export type CreateScheduledReportBody = z.infer<typeof createScheduledReportBodySchema>;

/** Body of `updateScheduledReport`: any of the fields, at least one; a breakdown is replaced whole. */
export const updateScheduledReportBodySchema = z
  .strictObject(scheduledReportFields)
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED);

/** Body of `updateScheduledReport`. */
export type UpdateScheduledReportBody = z.infer<typeof updateScheduledReportBodySchema>;

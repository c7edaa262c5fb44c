import type { Schema } from '@earshot/sdk-core';
import {
  type CreateScheduledReportBody,
  createScheduledReportBodySchema,
  type ReportFormat,
  type ReportPeriod,
  type ReportSchedule,
} from '@earshot/validators';
import { schemaResolver } from '../Form/schemaResolver.ts';
import type { AttributionModel, BreakdownDimension } from '../Reporting/reportDefinition.ts';

type ScheduledReport = Schema<'ScheduledReport'>;

/**
 * What the scheduled report form holds: the body of `createScheduledReport`, but the recipients as
 * the text typed (addresses separated by commas, semicolons, spaces or lines), and the attribution
 * settings null while the advertiser's apply.
 */
export interface ScheduledReportValues {
  name: string;
  breakdown: {
    dimension: BreakdownDimension;
    period: ReportPeriod;
    campaign_ids: string[];
    attribution_window_days: number | null;
    attribution_model: AttributionModel | null;
  };
  format: ReportFormat;
  schedule: ReportSchedule;
  recipients: string;
}

/** The addresses of the recipients' text, in the order typed, each once. */
export function recipientList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((address) => address.trim())
        .filter(Boolean),
    ),
  ];
}

/** The form's values for a saved report, or for a new weekly CSV by campaign sent to `email`. */
export function scheduledReportValues(report: ScheduledReport | null, email: string): ScheduledReportValues {
  if (!report) {
    return {
      name: '',
      breakdown: {
        dimension: 'campaign',
        period: 'previous_week',
        campaign_ids: [],
        attribution_window_days: null,
        attribution_model: null,
      },
      format: 'csv',
      schedule: 'weekly',
      recipients: email,
    };
  }
  const { breakdown } = report;
  return {
    name: report.name,
    breakdown: {
      dimension: breakdown.dimension,
      period: breakdown.period,
      campaign_ids: [...(breakdown.campaign_ids ?? [])],
      attribution_window_days: breakdown.attribution_window_days ?? null,
      attribution_model: breakdown.attribution_model ?? null,
    },
    format: report.format,
    schedule: report.schedule,
    recipients: report.recipients.join(', '),
  };
}

/**
 * The body the form's values send: no campaign list for all campaigns, no attribution setting where
 * the advertiser's applies. The metrics a saved report lists are kept as they were.
 */
export function scheduledReportBody(
  values: ScheduledReportValues,
  saved: ScheduledReport | null,
): CreateScheduledReportBody {
  const { campaign_ids, attribution_window_days, attribution_model, ...breakdown } = values.breakdown;
  return {
    name: values.name,
    breakdown: {
      ...breakdown,
      ...(saved?.breakdown.metrics ? { metrics: saved.breakdown.metrics } : {}),
      ...(campaign_ids.length ? { campaign_ids } : {}),
      ...(attribution_window_days === null ? {} : { attribution_window_days }),
      ...(attribution_model === null ? {} : { attribution_model }),
    },
    format: values.format,
    schedule: values.schedule,
    recipients: recipientList(values.recipients),
  };
}

/**
 * Checks the form with the API's own schema; a problem with one recipient (`recipients.2`) shows on
 * the recipients field.
 */
export const scheduledReportResolver = (saved: ScheduledReport | null) =>
  schemaResolver(
    (values: ScheduledReportValues) =>
      createScheduledReportBodySchema.safeParse(scheduledReportBody(values, saved)),
    (path) => (path.startsWith('recipients') ? 'recipients' : path),
  );

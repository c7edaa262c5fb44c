import { ATTRIBUTION_WINDOW_DAYS } from '../constants/measurement.ts';
import { MAX_REPORT_RECIPIENTS } from '../constants/scheduledReports.ts';
import { TEXT_LIMITS } from '../schemas/limits.ts';
import { textMessages } from './textMessages.ts';

const window = `${ATTRIBUTION_WINDOW_DAYS.min} to ${ATTRIBUTION_WINDOW_DAYS.max}`;

/** Messages of scheduled reports and of the advertiser's attribution settings. */
export const reportMessages = {
  ...textMessages('scheduled_report.name', 'Report name', TEXT_LIMITS.name),
  'scheduled_report.breakdown.invalid': 'The report needs a breakdown with a dimension and a period.',
  'scheduled_report.dimension.invalid':
    'The dimension must be day, week, campaign, show, publisher, country, region, device, creative or daypart.',
  'scheduled_report.metrics.invalid':
    'Metrics must be a list of impressions, reach, listens, clicks, spend, conversions, pixel_conversions, modeled_conversions, conversion_value, cpm, cpa or roas, each once.',
  'scheduled_report.campaign_ids.invalid': 'Campaigns must be a list of campaign ids.',
  'scheduled_report.period.invalid':
    'The period must be last_7_days, last_30_days, previous_week or previous_month.',
  'scheduled_report.format.invalid': 'The format must be csv or xlsx.',
  'scheduled_report.schedule.invalid': 'The schedule must be daily, weekly or monthly.',
  'scheduled_report.recipients.required': 'Add at least one recipient.',
  'scheduled_report.recipients.max': `A report goes to at most ${MAX_REPORT_RECIPIENTS} recipients.`,
  'scheduled_report.paused.invalid': 'Paused must be true or false.',
  'attribution.window_days.invalid': `The attribution window must be a whole number of days from ${window}.`,
  'attribution.model.invalid': 'The attribution model must be last_touch, first_touch or linear.',
};

import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../fieldErrors.ts';
import { updateAdvertiserBodySchema } from './advertiser.ts';
import { createScheduledReportBodySchema, updateScheduledReportBodySchema } from './scheduledReport.ts';

const report = {
  name: 'Weekly shows',
  breakdown: { dimension: 'show', metrics: ['spend', 'impressions'], period: 'previous_week' },
  format: 'xlsx',
  schedule: 'weekly',
  recipients: [' Team@Acme.com '],
};

const problems = (value: unknown) => {
  const result = createScheduledReportBodySchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('scheduled report bodies', () => {
  it('accept a breakdown, a format, a schedule and trimmed recipients', () => {
    expect(createScheduledReportBodySchema.parse(report)).toMatchObject({ recipients: ['Team@Acme.com'] });
  });

  it('name the field of each problem', () => {
    expect(problems({ ...report, recipients: [] })).toEqual({
      recipients: 'scheduled_report.recipients.required',
    });
    expect(problems({ ...report, recipients: Array(21).fill('a@acme.com') })).toEqual({
      recipients: 'scheduled_report.recipients.max',
    });
    expect(problems({ ...report, recipients: ['a@acme.com', 'nope'] })).toEqual({
      'recipients.1': 'email.invalid',
    });
    expect(problems({ ...report, breakdown: { ...report.breakdown, metrics: ['spend', 'spend'] } })).toEqual({
      'breakdown.metrics': 'scheduled_report.metrics.invalid',
    });
    expect(problems({ ...report, breakdown: { ...report.breakdown, attribution_window_days: 61 } })).toEqual({
      'breakdown.attribution_window_days': 'attribution.window_days.invalid',
    });
    expect(problems({ ...report, breakdown: { dimension: 'show' } })).toEqual({
      'breakdown.period': 'scheduled_report.period.invalid',
    });
  });

  it('take any one field to update, and refuse none', () => {
    expect(updateScheduledReportBodySchema.safeParse({ paused: true }).success).toBe(true);
    expect(updateScheduledReportBodySchema.safeParse({}).success).toBe(false);
  });
});

describe("the advertiser's attribution settings", () => {
  it('take a window of 1 to 60 days and a known model', () => {
    expect(
      updateAdvertiserBodySchema.safeParse({ attribution_window_days: 7, attribution_model: 'linear' })
        .success,
    ).toBe(true);
    for (const days of [0, 61, 7.5]) {
      expect(
        updateAdvertiserBodySchema.safeParse({ attribution_window_days: days }).success,
        String(days),
      ).toBe(false);
    }
    expect(updateAdvertiserBodySchema.safeParse({ attribution_model: 'data_driven' }).success).toBe(false);
  });
});

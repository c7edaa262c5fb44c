import type { Schema } from '@earshot/sdk-core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { type BreakdownDimension, MONEY_METRICS, type ReportMetric } from './reportDefinition.ts';

/**
 * The account's currency. The contract states amounts in it and does not name it on the advertiser
 * yet; the sandbox bills in US dollars.
 */
export const ACCOUNT_CURRENCY = 'USD';

/** The devices and dayparts the sandbox breaks delivery down by, named in the catalogues. */
const DEVICES = ['ios', 'android', 'desktop', 'smart_speaker', 'connected_car', 'connected_tv'] as const;
const DAYPARTS = ['night', 'morning', 'midday', 'afternoon', 'evening'] as const;
const isDevice = (key: string): key is (typeof DEVICES)[number] =>
  (DEVICES as readonly string[]).includes(key);
const isDaypart = (key: string): key is (typeof DAYPARTS)[number] =>
  (DAYPARTS as readonly string[]).includes(key);

/** How the report writes its figures, row names and changes, in the provider's locale. */
export interface ReportFormat {
  /** A figure of `metric`: money in the account's currency, ROAS as a ratio, counts grouped. */
  figure: (metric: ReportMetric, value: number | null) => string;
  /** A chart axis's figure of `metric`, short: '$200K', '1.5M', '2×'. */
  axis: (metric: ReportMetric, value: number) => string;
  /**
   * A row's name: a day or week as a date, a country, device or daypart in the provider's locale, the
   * API's label otherwise (names of campaigns, shows, publishers and creatives are the advertiser's own).
   */
  rowLabel: (dimension: BreakdownDimension, row: Schema<'BreakdownRow'>) => string;
  /** A change against the previous period, signed: '+12%', '−4%'. */
  change: (ratio: number) => string;
}

/** Returns the report's formatters (see {@link ReportFormat}). */
export function useReportFormat(): ReportFormat {
  const t = useReportingMessage();
  const format = useFormatters();
  const intl = useIntl();
  return useMemo(
    () => ({
      figure: (metric, value) => {
        if (value === null) return t('reporting.noValue');
        if (MONEY_METRICS.has(metric)) return format.currency(value, ACCOUNT_CURRENCY);
        if (metric === 'roas')
          return t('reporting.roas', { ratio: format.number(value, { maximumFractionDigits: 2 }) });
        return format.number(value, { maximumFractionDigits: 1 });
      },
      axis: (metric, value) => {
        if (metric === 'roas')
          return t('reporting.roas', { ratio: format.number(value, { maximumFractionDigits: 1 }) });
        return format.number(value, {
          notation: 'compact',
          maximumFractionDigits: 1,
          ...(MONEY_METRICS.has(metric) ? { style: 'currency', currency: ACCOUNT_CURRENCY } : {}),
        });
      },
      rowLabel: (dimension, row) => {
        if (dimension === 'day' || dimension === 'week')
          return format.date(row.key, { dateStyle: 'medium', timeZone: 'UTC' });
        if (dimension === 'country' && /^[A-Z]{2}$/.test(row.key))
          return intl.formatDisplayName(row.key, { type: 'region' }) ?? row.label;
        if (dimension === 'device' && isDevice(row.key)) return t(`reporting.device.${row.key}`);
        if (dimension === 'daypart' && isDaypart(row.key)) return t(`reporting.daypart.${row.key}`);
        return row.label;
      },
      change: (ratio) =>
        format.number(ratio, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 }),
    }),
    [t, format, intl],
  );
}

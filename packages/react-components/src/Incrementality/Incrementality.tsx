import type { Schema } from '@earshot/sdk-core';
import { useId } from 'react';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { useIncrementality } from '../Reporting/measurementHooks.ts';
import { ReportingQueryStates } from '../Reporting/ReportingQueryStates.tsx';
import { measurementParams } from '../Reporting/reportDefinition.ts';
import type { ReportingPeriod } from '../Reporting/reportingPeriod.ts';
import * as styles from './Incrementality.css.ts';
import { ConversionRateBars, LiftInterval } from './LiftCharts.tsx';
import { liftVerdict } from './liftVerdict.ts';

/** Props of {@link Incrementality}. */
export interface IncrementalityProps {
  /** The advertiser measured (its uuid). */
  advertiserId: string;
  /** The days measured. */
  period: ReportingPeriod;
  /**
   * The campaigns measured.
   * @default [] (all of them)
   */
  campaignIds?: readonly string[];
}

const ALL_CAMPAIGNS: readonly string[] = [];

/**
 * Whether the ads caused conversions: exposed listeners against the simulator's unexposed control
 * group over a period (`getIncrementality`), as a verdict in words, the two conversion rates as bars,
 * the lift on its interval and the statistical method named. Below the API's minimum sample it says
 * there is not enough data yet instead of a number.
 */
export function Incrementality({ advertiserId, period, campaignIds = ALL_CAMPAIGNS }: IncrementalityProps) {
  const t = useReportingMessage();
  const titleId = useId();
  const result = useIncrementality(advertiserId, measurementParams({ campaignIds }, period));
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('incrementality.title')}
      </h2>
      <p className={styles.note}>{t('incrementality.description')}</p>
      <ReportingQueryStates
        query={result}
        lines={4}
        loadingLabel={t('incrementality.loading')}
        loadFailed={t('incrementality.failed')}
      >
        {(data) => <IncrementalityResult result={data} />}
      </ReportingQueryStates>
    </section>
  );
}

/** A loaded incrementality answer: the verdict, the rates, the interval and the method. */
export function IncrementalityResult({ result }: { result: Schema<'Incrementality'> }) {
  const t = useReportingMessage();
  const format = useFormatters();
  const verdict = liftVerdict(result);
  const percent = (value: number | null) => format.percent(Math.abs(value ?? 0), 0);
  const signed = (value: number | null) => format.percent(value ?? 0, 0);
  const words =
    verdict === 'not_enough_data'
      ? t('incrementality.verdict.not_enough_data', {
          exposedUsers: format.number(result.exposed.users),
          exposedConversions: format.number(result.exposed.conversions),
          controlUsers: format.number(result.control.users),
          controlConversions: format.number(result.control.conversions),
        })
      : t(`incrementality.verdict.${verdict}`, {
          lift: verdict === 'no_lift' ? signed(result.lift) : percent(result.lift),
          level: format.percent(result.confidence_level, 0),
          low: signed(result.ci_low),
          high: signed(result.ci_high),
        });
  return (
    <div className={styles.result} data-verdict={verdict}>
      <p className={styles.verdict} data-verdict={verdict}>
        {words}
      </p>
      <ConversionRateBars result={result} />
      {result.lift !== null && result.ci_low !== null && result.ci_high !== null ? (
        <LiftInterval
          lift={result.lift}
          low={result.ci_low}
          high={result.ci_high}
          level={result.confidence_level}
        />
      ) : null}
      <p className={styles.note}>{t(`incrementality.method.${result.method}`)}</p>
    </div>
  );
}

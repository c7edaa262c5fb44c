import type { Schema } from '@earshot/sdk-core';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as chartStyles from './BreakdownChart.css.ts';
import * as frameStyles from './ChartFrame.css.ts';
import { ChartFrame, spreadLabels } from './ChartFrame.tsx';
import { FiguresTable } from './FiguresTable.tsx';
import { useConversionLag } from './measurementHooks.ts';
import * as styles from './Reporting.css.ts';
import { ReportingQueryStates } from './ReportingQueryStates.tsx';
import { measurementParams, type ReportDefinition } from './reportDefinition.ts';

/** Props of {@link ConversionLag}. */
export interface ConversionLagProps {
  advertiserId: string;
  report: ReportDefinition;
}

/** The share of the pixel's attributed conversions by days since the listener's first exposure. */
export function ConversionLag({ advertiserId, report }: ConversionLagProps) {
  const t = useReportingMessage();
  const lag = useConversionLag(advertiserId, {
    ...measurementParams(report, report.period),
    ...(report.windowDays === null ? {} : { attribution_window_days: report.windowDays }),
  });
  return (
    <section className={styles.section} aria-label={t('reporting.lag.title')}>
      <ReportingQueryStates
        query={lag}
        lines={4}
        loadingLabel={t('reporting.lag.loading')}
        loadFailed={t('reporting.lag.failed')}
      >
        {({ buckets }) =>
          buckets.some((bucket) => bucket.conversions > 0) ? (
            <ConversionLagChart buckets={buckets} />
          ) : (
            <p className={styles.note}>{t('reporting.lag.empty')}</p>
          )
        }
      </ReportingQueryStates>
    </section>
  );
}

const WIDTH = 600;
const HEIGHT = 160;

/** Columns of the share of conversions, one a day since first exposure, with the figures as a table. */
export function ConversionLagChart({ buckets }: { buckets: readonly Schema<'ConversionLagBucket'>[] }) {
  const t = useReportingMessage();
  const format = useFormatters();
  const share = (value: number) => format.percent(value, 1);
  const x = scaleBand({
    domain: buckets.map((bucket) => String(bucket.days)),
    range: [0, WIDTH],
    padding: 0.15,
  });
  const max = Math.max(0, ...buckets.map((bucket) => bucket.share));
  const y = scaleLinear({ domain: [0, max || 1], range: [HEIGHT, 0], nice: true });
  const top = y.domain()[1] ?? 1;
  const ticks = y.ticks(4);
  const day = (days: number) => t('reporting.lag.day', { days });
  const peak = buckets.reduce((best, bucket) => (bucket.share > best.share ? bucket : best));
  const title = t('reporting.lag.title');
  const summary = t('reporting.lag.summary', { days: peak.days, share: share(peak.share) });
  return (
    <ChartFrame
      title={title}
      summary={summary}
      startAxis={ticks.map((value) => ({
        key: String(value),
        text: share(value),
        position: 1 - value / top,
      }))}
      bottomAxis={spreadLabels(
        buckets.map((bucket) => ({
          key: String(bucket.days),
          text: format.number(bucket.days),
          position: ((x(String(bucket.days)) ?? 0) + x.bandwidth() / 2) / WIDTH,
        })),
        6,
      )}
      bottomTitle={t('reporting.lag.axis')}
      tableLabel={t('reporting.chart.table')}
      table={
        <FiguresTable
          caption={title}
          headers={[t('reporting.lag.axis'), t('reporting.lag.share'), t('reporting.metric.conversions')]}
          rows={buckets.map((bucket) => ({
            key: String(bucket.days),
            label: day(bucket.days),
            figures: [share(bucket.share), format.number(bucket.conversions)],
          }))}
        />
      }
    >
      <svg
        className={`${frameStyles.svg} ${chartStyles.timeSvg}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        {ticks.map((value) => (
          <line key={value} className={frameStyles.grid} x1={0} x2={WIDTH} y1={y(value)} y2={y(value)} />
        ))}
        {buckets.map((bucket) => {
          const height = HEIGHT - (y(bucket.share) ?? HEIGHT);
          return (
            <Bar
              key={bucket.days}
              className={chartStyles.bar}
              x={x(String(bucket.days)) ?? 0}
              y={HEIGHT - height}
              width={x.bandwidth()}
              height={height}
              data-share={bucket.share}
            >
              <title>{`${day(bucket.days)}: ${share(bucket.share)}`}</title>
            </Bar>
          );
        })}
      </svg>
    </ChartFrame>
  );
}

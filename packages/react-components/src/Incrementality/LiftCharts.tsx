import type { Schema } from '@earshot/sdk-core';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as frameStyles from '../Reporting/ChartFrame.css.ts';
import { ChartFrame } from '../Reporting/ChartFrame.tsx';
import { FiguresTable } from '../Reporting/FiguresTable.tsx';
import * as styles from './Incrementality.css.ts';
import { conversionRate } from './liftVerdict.ts';

const WIDTH = 600;
const ROW = 36;

/** Exposed and control conversion rates as two bars, with each group's listeners and conversions as a table. */
export function ConversionRateBars({ result }: { result: Schema<'Incrementality'> }) {
  const t = useReportingMessage();
  const format = useFormatters();
  const rate = (value: number) => format.percent(value, 2);
  const groups = [
    {
      key: 'exposed',
      label: t('incrementality.exposed'),
      group: result.exposed,
      className: styles.exposedBar,
    },
    {
      key: 'control',
      label: t('incrementality.control'),
      group: result.control,
      className: styles.controlBar,
    },
  ] as const;
  const height = groups.length * ROW;
  const y = scaleBand({ domain: groups.map((one) => one.key), range: [0, height], padding: 0.25 });
  const x = scaleLinear({
    domain: [0, Math.max(...groups.map((one) => conversionRate(one.group))) || 0.01],
    range: [0, WIDTH],
    nice: true,
  });
  const top = x.domain()[1] ?? 1;
  const title = t('incrementality.rates');
  const summary = t('incrementality.rates.summary', {
    exposed: rate(conversionRate(result.exposed)),
    control: rate(conversionRate(result.control)),
  });
  return (
    <ChartFrame
      title={title}
      summary={summary}
      startAxis={groups.map((one) => ({
        key: one.key,
        text: one.label,
        position: ((y(one.key) ?? 0) + y.bandwidth() / 2) / height,
      }))}
      bottomAxis={x
        .ticks(3)
        .map((value) => ({ key: String(value), text: rate(value), position: value / top }))}
      tableLabel={t('reporting.chart.table')}
      table={
        <FiguresTable
          caption={title}
          headers={[
            t('incrementality.group'),
            t('incrementality.users'),
            t('reporting.metric.conversions'),
            t('incrementality.rate'),
          ]}
          rows={groups.map((one) => ({
            key: one.key,
            label: one.label,
            figures: [
              format.number(one.group.users),
              format.number(one.group.conversions),
              rate(conversionRate(one.group)),
            ],
          }))}
        />
      }
    >
      <svg
        className={`${frameStyles.svg} ${styles.ratesSvg}`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        {groups.map((one) => (
          <Bar
            key={one.key}
            className={one.className}
            x={0}
            y={y(one.key) ?? 0}
            width={x(conversionRate(one.group))}
            height={y.bandwidth()}
            data-group={one.key}
            data-rate={conversionRate(one.group)}
          >
            <title>{`${one.label}: ${rate(conversionRate(one.group))}`}</title>
          </Bar>
        ))}
      </svg>
    </ChartFrame>
  );
}

const HEIGHT = 40;

/** The lift as a point on its interval (low to high), against the line of no change. */
export function LiftInterval({
  lift,
  low,
  high,
  level,
}: {
  lift: number;
  low: number;
  high: number;
  level: number;
}) {
  const t = useReportingMessage();
  const format = useFormatters();
  const percent = (value: number) => format.percent(value, 0);
  const x = scaleLinear({ domain: [Math.min(0, low), Math.max(0, high)], range: [0, WIDTH], nice: true });
  const [from = 0, to = 1] = x.domain();
  const position = (value: number) => (value - from) / (to - from || 1);
  const title = t('incrementality.interval', { level: percent(level) });
  const summary = t('incrementality.interval.summary', {
    lift: percent(lift),
    low: percent(low),
    high: percent(high),
    level: percent(level),
  });
  return (
    <ChartFrame
      title={title}
      summary={summary}
      startAxis={[{ key: 'lift', text: t('incrementality.lift'), position: 0.5 }]}
      bottomAxis={x
        .ticks(4)
        .map((value) => ({ key: String(value), text: percent(value), position: position(value) }))}
      tableLabel={t('reporting.chart.table')}
      table={
        <FiguresTable
          caption={title}
          headers={[t('incrementality.lift'), t('incrementality.low'), t('incrementality.high')]}
          rows={[{ key: 'lift', label: percent(lift), figures: [percent(low), percent(high)] }]}
        />
      }
    >
      <svg
        className={`${frameStyles.svg} ${styles.intervalSvg}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        <line className={styles.zero} x1={x(0)} x2={x(0)} y1={0} y2={HEIGHT} />
        <line
          className={styles.interval}
          x1={x(low)}
          x2={x(high)}
          y1={HEIGHT / 2}
          y2={HEIGHT / 2}
          data-low={low}
          data-high={high}
        />
        <rect
          className={styles.estimate}
          x={x(lift) - 3}
          y={HEIGHT / 2 - 8}
          width={6}
          height={16}
          data-lift={lift}
        >
          <title>{summary}</title>
        </rect>
      </svg>
    </ChartFrame>
  );
}

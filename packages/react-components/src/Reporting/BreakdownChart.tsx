import type { Schema } from '@earshot/sdk-core';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import * as styles from './BreakdownChart.css.ts';
import * as frameStyles from './ChartFrame.css.ts';
import { type AxisLabel, ChartFrame, type LegendEntry, spreadLabels } from './ChartFrame.tsx';
import { FiguresTable } from './FiguresTable.tsx';
import { type BreakdownDimension, isTimeDimension, type ReportMetric } from './reportDefinition.ts';

type BreakdownRow = Schema<'BreakdownRow'>;

/** Props of {@link BreakdownChart}. */
export interface BreakdownChartProps {
  dimension: BreakdownDimension;
  metric: ReportMetric;
  rows: readonly BreakdownRow[];
  /** The previous period's rows, when the report compares. @default undefined */
  previousRows?: readonly BreakdownRow[];
  /** Formats a figure of `metric`. */
  formatValue: (value: number) => string;
  /**
   * Writes a value on the value axis, short enough for a phone-wide chart.
   * @default formatValue
   */
  formatAxisValue?: (value: number) => string;
  /** The name of a row, as the table shows it. */
  rowLabel: (row: BreakdownRow) => string;
}

// The drawing's own coordinates; the SVG stretches to the width of its container.
const WIDTH = 600;
const HEIGHT = 200;
// A bar row's height in the drawing's coordinates, drawn 44px high: room for a label on two lines.
const BAR_ROW = 44;
/** The most categories the bars show: the table lists them all. */
export const MAX_BARS = 12;

const figureOf = (row: BreakdownRow | undefined, metric: ReportMetric): number => row?.[metric] ?? 0;

/**
 * The report's chosen figure: a line over time for days and weeks (the previous period dashed, day
 * against day), horizontal bars for the other dimensions (the highest {@link MAX_BARS}). Hovering a
 * point or bar shows its figures; the same figures are a table behind a disclosure.
 */
export function BreakdownChart({
  dimension,
  metric,
  rows,
  previousRows,
  formatValue,
  formatAxisValue = formatValue,
  rowLabel,
}: BreakdownChartProps) {
  const t = useReportingMessage();
  const isTime = isTimeDimension(dimension);
  const shown = isTime
    ? rows
    : [...rows].sort((a, b) => figureOf(b, metric) - figureOf(a, metric)).slice(0, MAX_BARS);
  // The previous period's row beside each shown row: the same position in time, the same key otherwise.
  const previousOf = (row: BreakdownRow, index: number) =>
    previousRows && (isTime ? previousRows[index] : previousRows.find((one) => one.key === row.key));
  const max = Math.max(
    0,
    ...shown.map((row, index) => Math.max(figureOf(row, metric), figureOf(previousOf(row, index), metric))),
  );
  const values = scaleLinear<number>({ domain: [0, max || 1], nice: true });
  const ticks = values.ticks(4);
  const top = values.domain()[1] ?? 1;
  const metricName = t(`reporting.metric.${metric}`);
  const dimensionName = t(`reporting.dimension.${dimension}`);
  const highest = shown.reduce<BreakdownRow | undefined>(
    (best, row) => (!best || figureOf(row, metric) > figureOf(best, metric) ? row : best),
    undefined,
  );
  const title = t('reporting.chart.title', { metric: metricName, dimension: dimensionName });
  const summary = highest
    ? t('reporting.chart.summary', {
        title,
        max: formatValue(figureOf(highest, metric)),
        label: rowLabel(highest),
      })
    : title;
  const legend: LegendEntry[] = previousRows
    ? [
        { key: 'current', label: t('reporting.chart.current'), tone: 'current' },
        { key: 'previous', label: t('reporting.chart.previous'), tone: 'previous' },
      ]
    : [];
  // Of more than three labels, a narrow plot keeps every other one, counted back from the highest.
  const valueLabels = (position: (value: number) => number): AxisLabel[] =>
    ticks.map((value, index) => ({
      key: String(value),
      text: formatAxisValue(value),
      position: position(value),
      minor: ticks.length > 3 && (ticks.length - 1 - index) % 2 === 1,
    }));
  const table = (
    <FiguresTable
      caption={title}
      headers={[
        dimensionName,
        previousRows ? t('reporting.chart.current') : metricName,
        ...(previousRows ? [t('reporting.chart.previous')] : []),
      ]}
      rows={shown.map((row, index) => ({
        key: row.key,
        label: rowLabel(row),
        figures: [
          formatValue(figureOf(row, metric)),
          ...(previousRows ? [formatValue(figureOf(previousOf(row, index), metric))] : []),
        ],
      }))}
    />
  );

  const pointTitle = (label: string, value: string, before: BreakdownRow | undefined) =>
    before
      ? `${label}: ${value} (${t('reporting.chart.previous')}: ${formatValue(figureOf(before, metric))})`
      : `${label}: ${value}`;

  if (isTime) {
    const x = scaleLinear({ domain: [0, Math.max(1, shown.length - 1)], range: [0, WIDTH] });
    const y = values.copy().range([HEIGHT, 0]);
    const band = WIDTH / Math.max(1, shown.length);
    const previous = previousRows?.slice(0, shown.length) ?? [];
    return (
      <ChartFrame
        title={title}
        summary={summary}
        legend={legend}
        startAxis={valueLabels((value) => 1 - value / top)}
        bottomAxis={spreadLabels(
          shown.map((row, index) => ({
            key: row.key,
            text: rowLabel(row),
            position: shown.length > 1 ? index / (shown.length - 1) : 0.5,
          })),
          3,
        )}
        bottomTitle={dimensionName}
        tableLabel={t('reporting.chart.table')}
        table={table}
      >
        <svg
          className={`${frameStyles.svg} ${styles.timeSvg}`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          {ticks.map((value) => (
            <line key={value} className={frameStyles.grid} x1={0} x2={WIDTH} y1={y(value)} y2={y(value)} />
          ))}
          {previous.length ? (
            <LinePath
              className={styles.previousSeries}
              data={previous}
              x={(_, index) => x(index)}
              y={(row) => y(figureOf(row, metric))}
              data-series="previous"
            />
          ) : null}
          <LinePath
            className={styles.series}
            data={[...shown]}
            x={(_, index) => x(index)}
            y={(row) => y(figureOf(row, metric))}
            data-series="current"
          />
          {shown.map((row, index) => (
            <rect
              key={row.key}
              className={styles.hoverBand}
              x={Math.max(0, x(index) - band / 2)}
              y={0}
              width={band}
              height={HEIGHT}
              data-value={figureOf(row, metric)}
            >
              <title>{pointTitle(rowLabel(row), formatValue(figureOf(row, metric)), previous[index])}</title>
            </rect>
          ))}
        </svg>
      </ChartFrame>
    );
  }

  const height = Math.max(1, shown.length) * BAR_ROW;
  const y = scaleBand({ domain: shown.map((row) => row.key), range: [0, height], padding: 0.2 });
  const x = values.copy().range([0, WIDTH]);
  const thickness = previousRows ? y.bandwidth() / 2 : y.bandwidth();
  return (
    <ChartFrame
      title={title}
      summary={summary}
      legend={legend}
      startAxis={shown.map((row) => ({
        key: row.key,
        text: rowLabel(row),
        position: ((y(row.key) ?? 0) + y.bandwidth() / 2) / height,
      }))}
      // Every gridline labelled, in short figures that fit a phone-narrow plot.
      bottomAxis={valueLabels((value) => value / top)}
      tableLabel={t('reporting.chart.table')}
      table={table}
    >
      <svg
        className={frameStyles.svg}
        style={{ blockSize: `${(height / BAR_ROW) * 44}px` }}
        viewBox={`0 0 ${WIDTH} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        {ticks.map((value) => (
          <line key={value} className={frameStyles.grid} x1={x(value)} x2={x(value)} y1={0} y2={height} />
        ))}
        {shown.map((row, index) => {
          const before = previousOf(row, index);
          const label = rowLabel(row);
          return (
            <g key={row.key}>
              <Bar
                className={styles.bar}
                x={0}
                y={y(row.key) ?? 0}
                width={x(figureOf(row, metric))}
                height={thickness}
                data-value={figureOf(row, metric)}
              >
                <title>{`${label}: ${formatValue(figureOf(row, metric))}`}</title>
              </Bar>
              {previousRows ? (
                <Bar
                  className={styles.previousBar}
                  x={0}
                  y={(y(row.key) ?? 0) + thickness}
                  width={x(figureOf(before, metric))}
                  height={thickness}
                  data-previous-value={figureOf(before, metric)}
                >
                  <title>{`${label} (${t('reporting.chart.previous')}): ${formatValue(figureOf(before, metric))}`}</title>
                </Bar>
              ) : null}
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}

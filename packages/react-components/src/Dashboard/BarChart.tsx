import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import * as frameStyles from '../Reporting/ChartFrame.css.ts';
import { ChartFrame, spreadLabels } from '../Reporting/ChartFrame.tsx';
import { FiguresTable } from '../Reporting/FiguresTable.tsx';
import * as styles from './BarChart.css.ts';

/** One bar: its label (a day, a group) and value. */
export interface BarDatum {
  key: string;
  label: string;
  value: number;
}

/** Props of {@link BarChart}. */
export interface BarChartProps {
  /** The chart's visible title. */
  title: string;
  /** One sentence saying what the chart shows, read by screen readers as the picture's name. */
  summary: string;
  bars: readonly BarDatum[];
  /** Formats a value for the value axis, the figures table and the bars' titles. */
  formatValue: (value: number) => string;
  /** Header of the label column of the figures table, also the title of the label axis. */
  labelHeader: string;
  /** Label of the disclosure that shows the figures as a table. */
  tableLabel: string;
}

// The drawing's own coordinates; the SVG stretches to the width of its container.
const WIDTH = 600;
const HEIGHT = 160;

/**
 * A column chart drawn in SVG with a value axis and labels under it (the first, last and a few
 * between), a one-line summary as its accessible name and the same figures as a table behind a
 * disclosure, so every value is readable without the picture.
 */
export function BarChart({ title, summary, bars, formatValue, labelHeader, tableLabel }: BarChartProps) {
  const x = scaleBand({ domain: bars.map((bar) => bar.key), range: [0, WIDTH], padding: 0.2 });
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const y = scaleLinear({ domain: [0, max || 1], range: [HEIGHT, 0], nice: true });
  const top = y.domain()[1] ?? 1;
  const ticks = y.ticks(3);
  return (
    <ChartFrame
      className={styles.card}
      title={title}
      summary={summary}
      startAxis={ticks.map((value) => ({
        key: String(value),
        text: formatValue(value),
        position: 1 - value / top,
      }))}
      bottomAxis={spreadLabels(
        bars.map((bar) => ({
          key: bar.key,
          text: bar.label,
          position: ((x(bar.key) ?? 0) + x.bandwidth() / 2) / WIDTH,
        })),
        3,
      )}
      bottomTitle={labelHeader}
      tableLabel={tableLabel}
      table={
        <FiguresTable
          caption={title}
          headers={[labelHeader, title]}
          rows={bars.map((bar) => ({ key: bar.key, label: bar.label, figures: [formatValue(bar.value)] }))}
        />
      }
    >
      <svg
        className={`${frameStyles.svg} ${styles.svg}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        {ticks.map((value) => (
          <line key={value} className={frameStyles.grid} x1={0} x2={WIDTH} y1={y(value)} y2={y(value)} />
        ))}
        {bars.map((bar) => {
          const barTop = y(bar.value) ?? HEIGHT;
          return (
            <Bar
              key={bar.key}
              className={styles.bar}
              x={x(bar.key) ?? 0}
              y={barTop}
              width={x.bandwidth()}
              height={HEIGHT - barTop}
              data-value={bar.value}
            >
              <title>{`${bar.label}: ${formatValue(bar.value)}`}</title>
            </Bar>
          );
        })}
      </svg>
    </ChartFrame>
  );
}

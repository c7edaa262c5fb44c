import * as frameStyles from '../Reporting/ChartFrame.css.ts';
import { ChartFrame, spreadLabels } from '../Reporting/ChartFrame.tsx';
import { FiguresTable } from '../Reporting/FiguresTable.tsx';
import * as styles from './BarChart.css.ts';
import { columnBands } from './columnBands.ts';
import { valueAxis } from './valueAxis.ts';

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
  const x = columnBands(bars.length, WIDTH, 0.2);
  const axis = valueAxis(Math.max(0, ...bars.map((bar) => bar.value)), 3);
  const y = (value: number) => axis.position(value, HEIGHT);
  return (
    <ChartFrame
      className={styles.card}
      title={title}
      summary={summary}
      startAxis={axis.ticks.map((value) => ({
        key: String(value),
        text: formatValue(value),
        position: 1 - value / axis.top,
      }))}
      bottomAxis={spreadLabels(
        bars.map((bar, index) => ({
          key: bar.key,
          text: bar.label,
          position: (x.start(index) + x.bandwidth / 2) / WIDTH,
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
        {axis.ticks.map((value) => (
          <line key={value} className={frameStyles.grid} x1={0} x2={WIDTH} y1={y(value)} y2={y(value)} />
        ))}
        {bars.map((bar, index) => {
          const barTop = y(bar.value);
          return (
            <rect
              key={bar.key}
              className={styles.bar}
              x={x.start(index)}
              y={barTop}
              width={x.bandwidth}
              height={HEIGHT - barTop}
              data-value={bar.value}
            >
              <title>{`${bar.label}: ${formatValue(bar.value)}`}</title>
            </rect>
          );
        })}
      </svg>
    </ChartFrame>
  );
}

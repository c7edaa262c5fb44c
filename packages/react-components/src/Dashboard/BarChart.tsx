import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
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
  /** Formats a value for the figures table and the bars' titles. */
  formatValue: (value: number) => string;
  /** Header of the label column of the figures table. */
  labelHeader: string;
  /** Label of the disclosure that shows the figures as a table. */
  tableLabel: string;
}

// The drawing's own coordinates; the SVG scales to the width of its container.
const WIDTH = 600;
const HEIGHT = 160;

/**
 * A bar chart drawn in SVG, with a one-line summary as its accessible name and the same figures as a
 * table behind a disclosure, so every value is readable without the picture.
 */
export function BarChart({ title, summary, bars, formatValue, labelHeader, tableLabel }: BarChartProps) {
  const captionId = useId();
  const x = scaleBand({ domain: bars.map((bar) => bar.key), range: [0, WIDTH], padding: 0.2 });
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const y = scaleLinear({ domain: [0, max || 1], range: [HEIGHT, 0] });
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <p className={styles.summary}>{summary}</p>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        <Group>
          {bars.map((bar) => {
            const top = y(bar.value) ?? HEIGHT;
            return (
              <Bar
                key={bar.key}
                className={styles.bar}
                x={x(bar.key) ?? 0}
                y={top}
                width={x.bandwidth()}
                height={HEIGHT - top}
                data-value={bar.value}
              >
                <title>{`${bar.label}: ${formatValue(bar.value)}`}</title>
              </Bar>
            );
          })}
          <line className={styles.baseline} x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
        </Group>
      </svg>
      <details className={styles.details}>
        <summary className={styles.detailsSummary}>{tableLabel}</summary>
        <table className={styles.table}>
          <caption className={styles.summary}>{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {labelHeader}
              </th>
              <th scope="col" className={styles.cell}>
                {title}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row" className={styles.cell}>
                  {bar.label}
                </th>
                <td className={styles.cell}>{formatValue(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

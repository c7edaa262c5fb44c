import type { Schema } from '@earshot/sdk-core';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useId } from 'react';
import * as styles from './DeliveryChart.css.ts';

/** One day of a campaign's flight, as getCampaignDelivery answers it. */
export type DeliveryDay = Schema<'CampaignDeliveryDay'>;

/** Props of {@link DeliveryChart}. */
export interface DeliveryChartProps {
  /** Every day of the flight, in order. */
  days: readonly DeliveryDay[];
  /** The chart's visible title. */
  title: string;
  /** One sentence saying what the chart shows, read by screen readers as the picture's name. */
  summary: string;
  /** Legend and column names. */
  labels: { day: string; spend: string; target: string; table: string; upcoming: string };
  /** Formats a day (`YYYY-MM-DD`) for the table and the bars' titles. */
  formatDay: (date: string) => string;
  /** Formats an amount of money. */
  formatMoney: (value: number) => string;
}

// The drawing's own coordinates; the SVG scales to the width of its container.
const WIDTH = 600;
const HEIGHT = 160;

/**
 * Daily spend as bars against the pacing target as a dashed line, over the whole flight (the days ahead
 * show the target only), with the figures as a table behind a disclosure.
 */
export function DeliveryChart({ days, title, summary, labels, formatDay, formatMoney }: DeliveryChartProps) {
  const captionId = useId();
  const x = scaleBand({ domain: days.map((day) => day.date), range: [0, WIDTH], padding: 0.15 });
  const max = Math.max(0, ...days.map((day) => Math.max(day.spend ?? 0, day.target)));
  const y = scaleLinear({ domain: [0, max || 1], range: [HEIGHT, 0], nice: true });
  const middle = (date: string) => (x(date) ?? 0) + x.bandwidth() / 2;
  const firstUpcoming = days.find((day) => day.spend === null);
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <p className={styles.summary}>{summary}</p>
      <ul className={styles.legend}>
        <li className={styles.legendItem}>
          <span className={styles.swatch} aria-hidden="true" />
          {labels.spend}
        </li>
        <li className={styles.legendItem}>
          <span className={styles.targetSwatch} aria-hidden="true" />
          {labels.target}
        </li>
      </ul>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        <Group>
          {days.map((day) => {
            if (day.spend === null) return null;
            const top = y(day.spend) ?? HEIGHT;
            return (
              <Bar
                key={day.date}
                className={styles.bar}
                x={x(day.date) ?? 0}
                y={top}
                width={x.bandwidth()}
                height={HEIGHT - top}
                data-spend={day.spend}
              >
                <title>{`${formatDay(day.date)}: ${formatMoney(day.spend)}`}</title>
              </Bar>
            );
          })}
          {firstUpcoming && days[0] !== firstUpcoming ? (
            <line
              className={styles.today}
              x1={x(firstUpcoming.date) ?? 0}
              x2={x(firstUpcoming.date) ?? 0}
              y1={0}
              y2={HEIGHT}
            />
          ) : null}
          <LinePath
            className={styles.target}
            data={[...days]}
            x={(day) => middle(day.date)}
            y={(day) => y(day.target) ?? HEIGHT}
          />
          <line className={styles.baseline} x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
        </Group>
      </svg>
      <details className={styles.details}>
        <summary className={styles.detailsSummary}>{labels.table}</summary>
        <table className={styles.table}>
          <caption className={styles.summary}>{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {labels.day}
              </th>
              <th scope="col" className={styles.cell}>
                {labels.spend}
              </th>
              <th scope="col" className={styles.cell}>
                {labels.target}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className={styles.cell}>
                  {formatDay(day.date)}
                </th>
                <td className={styles.cell}>
                  {day.spend === null ? labels.upcoming : formatMoney(day.spend)}
                </td>
                <td className={styles.cell}>{formatMoney(day.target)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

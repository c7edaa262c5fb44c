import { type ReactNode, useId } from 'react';
import * as styles from './ChartFrame.css.ts';

/** A label on an axis at `position`, 0 to 1 from the top (start axis) or from the start (bottom axis). */
export interface AxisLabel {
  key: string;
  text: string;
  position: number;
  /**
   * A label a narrow plot leaves out so that the others keep apart (every other value of a
   * phone-wide axis). @default false
   */
  minor?: boolean;
}

/** A series named in the legend, drawn in the colour of `tone`. */
export interface LegendEntry {
  key: string;
  label: string;
  tone: keyof typeof styles.swatch;
}

/** Props of {@link ChartFrame}. */
export interface ChartFrameProps {
  /** The chart's visible title. */
  title: string;
  /** One sentence saying what the chart shows, also the picture's accessible name. */
  summary: string;
  /** The series, when there is more than one. @default [] */
  legend?: readonly LegendEntry[];
  /** Labels beside the drawing: values (columns, lines) or categories (horizontal bars). */
  startAxis: readonly AxisLabel[];
  /** Labels under the drawing: days (columns, lines) or values (horizontal bars). */
  bottomAxis: readonly AxisLabel[];
  /** What the bottom axis measures, e.g. 'Date'. @default undefined */
  bottomTitle?: string;
  /** The SVG drawing; it fills the plot's width. */
  children: ReactNode;
  /** Label of the disclosure that shows the figures as a table. */
  tableLabel: string;
  /** The same figures as a table, for reading without the picture. */
  table: ReactNode;
  /** An extra class on the figure, e.g. to draw it as a card. @default undefined */
  className?: string;
}

/**
 * The frame every chart of the reporting screens shares: title, summary, legend, axes drawn as HTML
 * beside an SVG that stretches to its container (so their text keeps its size at any width), and the
 * figures as a table behind a disclosure. The axes repeat what the table says, so they are hidden from
 * assistive technology.
 */
export function ChartFrame({
  title,
  summary,
  legend = [],
  startAxis,
  bottomAxis,
  bottomTitle,
  children,
  tableLabel,
  table,
  className,
}: ChartFrameProps) {
  const captionId = useId();
  return (
    <figure
      className={className ? `${styles.figure} ${className}` : styles.figure}
      aria-labelledby={captionId}
    >
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <p className={styles.summary}>{summary}</p>
      {legend.length > 1 ? (
        <ul className={styles.legend}>
          {legend.map((entry) => (
            <li key={entry.key} className={styles.legendItem}>
              <span className={`${styles.swatchShape} ${styles.swatch[entry.tone]}`} aria-hidden="true" />
              {entry.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.plot}>
        <ul className={`${styles.axis} ${styles.startAxis}`} aria-hidden="true">
          {startAxis.map((label) => (
            <li key={label.key} className={styles.tick.start} style={{ top: `${label.position * 100}%` }}>
              {label.text}
            </li>
          ))}
          {startAxis.map((label) => (
            <li key={`${label.key}-size`} className={styles.sizer}>
              {label.text}
            </li>
          ))}
        </ul>
        {children}
        <ul className={`${styles.axis} ${styles.bottomAxis}`} aria-hidden="true">
          {bottomAxis.map((label) => (
            <li
              key={label.key}
              className={label.minor ? `${styles.tick.bottom} ${styles.minorTick}` : styles.tick.bottom}
              style={{ left: `${label.position * 100}%`, transform: shift(label.position) }}
            >
              {label.text}
            </li>
          ))}
        </ul>
      </div>
      {bottomTitle ? (
        <p className={styles.axisTitle} aria-hidden="true">
          {bottomTitle}
        </p>
      ) : null}
      <details className={styles.details}>
        <summary className={styles.detailsSummary}>{tableLabel}</summary>
        <div className={styles.tableScroller}>{table}</div>
      </details>
    </figure>
  );
}

/**
 * Moves a bottom label by its own width in proportion to its position, so the labels at the ends stay
 * inside the plot (the first starts at its start, the last ends at its end) and the middle one is centred.
 */
const shift = (position: number) => `translateX(${-position * 100}%)`;

/** `count` or fewer labels spread evenly over `items` (first and last included), for a readable axis. */
export function spreadLabels<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = (items.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, index) => items[Math.round(index * step)] as T);
}

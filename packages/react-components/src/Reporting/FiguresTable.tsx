import * as styles from './ChartFrame.css.ts';

/** One row of a {@link FiguresTable}: its label, then one figure a column. */
export interface FiguresRow {
  key: string;
  label: string;
  figures: readonly string[];
}

/** Props of {@link FiguresTable}. */
export interface FiguresTableProps {
  caption: string;
  /** The headers: the labels' column first, then one a figure. */
  headers: readonly string[];
  rows: readonly FiguresRow[];
}

/** A chart's figures as a plain table: the reading of the chart without the picture. */
export function FiguresTable({ caption, headers, rows }: FiguresTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.summary}>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className={styles.cell}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={styles.cell}>
              {row.label}
            </th>
            {row.figures.map((figure, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's figures are its columns, in order.
              <td key={index} className={styles.cell}>
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

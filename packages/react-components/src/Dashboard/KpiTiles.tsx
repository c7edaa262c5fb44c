import * as styles from './Dashboard.css.ts';

/** One key figure: what it is and its formatted value. */
export interface Kpi {
  id: string;
  label: string;
  value: string;
}

/** Props of {@link KpiTiles}. */
export interface KpiTilesProps {
  /** Names the list for assistive technology. */
  label: string;
  kpis: readonly Kpi[];
}

/** Key figures as tiles: a description list, each label over its value, `data-kpi` naming it. */
export function KpiTiles({ label, kpis }: KpiTilesProps) {
  return (
    <dl className={styles.tiles} aria-label={label}>
      {kpis.map((kpi) => (
        <div key={kpi.id} className={styles.tile} data-kpi={kpi.id}>
          <dt className={styles.tileLabel}>{kpi.label}</dt>
          <dd className={styles.tileValue}>{kpi.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Dashboard.css.ts';
import * as fit from './KpiTiles.css.ts';

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

/**
 * Key figures as tiles: a description list, each label over its value, `data-kpi` naming it. A value
 * too long for its tile at full size (money in French, "7 580,96 $US") is set smaller to fit it, and
 * wraps as a last resort: no value is ever cut off.
 */
export function KpiTiles({ label, kpis }: KpiTilesProps) {
  return (
    <dl className={styles.tiles} aria-label={label}>
      {kpis.map((kpi) => (
        <div key={kpi.id} className={`${styles.tile} ${fit.tile}`} data-kpi={kpi.id}>
          <dt className={styles.tileLabel}>{kpi.label}</dt>
          <dd
            className={`${styles.tileValue} ${fit.value}`}
            style={assignInlineVars({ [fit.valueLength]: String(Array.from(kpi.value).length) })}
          >
            {kpi.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

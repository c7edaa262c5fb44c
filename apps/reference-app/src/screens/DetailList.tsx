import type { ReactNode } from 'react';
import * as styles from './screen.css.ts';

/** Props of {@link DetailList}. */
export interface DetailListProps {
  /** Label and value pairs, in order; empty values show a dash. */
  entries: readonly (readonly [label: string, value: ReactNode])[];
}

/** The fields of an entity as a description list. */
export function DetailList({ entries }: DetailListProps) {
  return (
    <dl className={styles.details}>
      {entries.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.definition}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

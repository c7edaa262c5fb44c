import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { type DataColumn, DataTable } from '../ListScreen/DataTable.tsx';
import * as styles from './Pixels.css.ts';

/** Props of {@link PixelTable}. */
export interface PixelTableProps<T extends { id: string }> {
  /** The table's accessible name: its section's title. */
  label: string;
  /** The columns, in order. */
  columns: readonly DataColumn<T>[];
  /** The rows' items. */
  items: readonly T[];
  /** The heading of the empty state, under the section's heading. */
  emptyTitle: string;
  /**
   * What the empty state says the user can do.
   * @default undefined
   */
  emptyDescription?: string;
}

/** The table of a pixel section: the full width of its card, scrolling sideways on narrow screens. */
export function PixelTable<T extends { id: string }>({
  label,
  columns,
  items,
  emptyTitle,
  emptyDescription,
}: PixelTableProps<T>) {
  return (
    <div className={styles.table}>
      <DataTable
        aria-label={label}
        columns={columns}
        items={items}
        empty={<EmptyState headingLevel={3} title={emptyTitle} description={emptyDescription} />}
      />
    </div>
  );
}

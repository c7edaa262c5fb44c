import { memo } from 'react';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import { visuallyHidden } from '../theme/overlay.css.ts';
import * as styles from './PlaylistTable.css.ts';
import { PLAYLIST_COLUMNS, type PlaylistSortDescriptor } from './playlistSort.ts';
import { SelectionBox } from './SelectionBox.tsx';

/** Props of {@link PlaylistTableHeader}. */
export interface PlaylistTableHeaderProps {
  sort: PlaylistSortDescriptor;
  hasCheckboxes: boolean;
  allSelected: boolean;
  someSelected: boolean;
  columnTemplate: string;
  /** The header cell in the tab order, if focus sits in the header row. */
  tabbableCol: number | null;
}

/**
 * The sticky header row: "select all" and one sorting header per column. Clicks and keys are
 * handled by the table, which finds the cell by `data-col`. Memoized: scrolling re-renders the
 * table on every frame, and the header only changes with the sort, the selection or the focus.
 */
export const PlaylistTableHeader = memo(function PlaylistTableHeader({
  sort,
  hasCheckboxes,
  allSelected,
  someSelected,
  columnTemplate,
  tabbableCol,
}: PlaylistTableHeaderProps) {
  const t = useInventoryMessage();
  const offset = hasCheckboxes ? 1 : 0;
  const cellProps = (col: number) => ({
    scope: 'col',
    'aria-colindex': col + 1,
    'data-col': col,
    'data-cell': `-1:${col}`,
    tabIndex: tabbableCol === col ? 0 : -1,
  });
  return (
    <thead className={styles.header}>
      <tr aria-rowindex={1} className={styles.row} style={{ gridTemplateColumns: columnTemplate }}>
        {hasCheckboxes ? (
          <th {...cellProps(0)} className={`${styles.cell} ${styles.columnHeader}`}>
            <SelectionBox checked={allSelected} indeterminate={someSelected} />
            <span className={visuallyHidden}>{t('playlistTable.selectAll')}</span>
          </th>
        ) : null}
        {PLAYLIST_COLUMNS.map((column, index) => {
          const sorted = sort.column === column ? sort.direction : undefined;
          return (
            <th
              key={column}
              {...cellProps(index + offset)}
              aria-sort={sorted}
              data-column={column}
              className={`${styles.cell} ${styles.columnHeader}${column === 'inventory_size' ? ` ${styles.numeric}` : ''}`}
            >
              <span className={styles.text}>{t(`playlistTable.column.${column}`)}</span>
              {sorted ? <span aria-hidden="true">{sorted === 'ascending' ? '▲' : '▼'}</span> : null}
            </th>
          );
        })}
      </tr>
    </thead>
  );
});

import { memo } from 'react';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { visuallyHidden } from '../theme/overlay.css.ts';
import * as styles from './PlaylistTable.css.ts';
import type { PlaylistRow } from './playlistSort.ts';
import { SelectionBox } from './SelectionBox.tsx';

/** Props of {@link PlaylistTableRow}. */
export interface PlaylistTableRowProps {
  row: PlaylistRow;
  /** Position in the sorted rows, from 0. */
  index: number;
  /** Offset from the top of the body, in pixels. */
  start: number;
  height: number;
  columnTemplate: string;
  hasCheckboxes: boolean;
  selectable: boolean;
  isSelected: boolean;
  actionable: boolean;
  /** The cell in the tab order, if focus sits in this row. */
  tabbableCol: number | null;
}

/**
 * One playlist, absolutely positioned inside the virtualized body. Clicks and keys are handled by
 * the table, which finds the row by `data-index`. Memoized: while scrolling, rows already on screen
 * keep their props and only the rows coming into view render.
 */
export const PlaylistTableRow = memo(function PlaylistTableRow({
  row,
  index,
  start,
  height,
  columnTemplate,
  hasCheckboxes,
  selectable,
  isSelected,
  actionable,
  tabbableCol,
}: PlaylistTableRowProps) {
  const t = useInventoryMessage();
  const format = useFormatters();
  const offset = hasCheckboxes ? 1 : 0;
  const cells = [
    row.name,
    t(`playlistType.${row.type}`),
    format.number(row.inventory_size),
    format.date(row.created_at),
    row.tags.join(', '),
  ];
  const cellProps = (col: number) => ({
    role: 'gridcell',
    'aria-colindex': col + 1,
    'data-cell': `${index}:${col}`,
    tabIndex: tabbableCol === col ? 0 : -1,
  });
  return (
    <tr
      aria-rowindex={index + 2}
      aria-selected={selectable ? isSelected : undefined}
      data-index={index}
      data-selected={isSelected || undefined}
      data-actionable={actionable || undefined}
      data-key={row.id}
      className={styles.row}
      style={{ gridTemplateColumns: columnTemplate, height, transform: `translateY(${start}px)` }}
    >
      {hasCheckboxes ? (
        <td {...cellProps(0)} data-checkbox="" className={styles.cell}>
          <SelectionBox checked={isSelected} />
          <span className={visuallyHidden}>{t('playlistTable.selectRow', { name: row.name })}</span>
        </td>
      ) : null}
      {cells.map((content, col) => (
        <td
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, in a fixed order
          key={col}
          {...cellProps(col + offset)}
          className={col === 2 ? `${styles.cell} ${styles.numeric}` : styles.cell}
          title={content}
        >
          <span className={styles.text}>{content}</span>
        </td>
      ))}
    </tr>
  );
});

import type { MouseEvent, ReactNode } from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';
import { useMessage } from '../i18n/useMessage.ts';
import { Link } from '../Link/Link.tsx';
import * as tableStyles from '../Table/Table.css.ts';
import * as styles from './DataTable.css.ts';

/** One column of a {@link DataTable}: its header and how each item fills its cell. */
export interface DataColumn<T> {
  /** The column's key, also the `column` of the table's `sortDescriptor`. */
  id: string;
  /** The header's text. */
  title: ReactNode;
  /**
   * Whether the cell names its row for assistive technology (one column per table).
   * @default false
   */
  isRowHeader?: boolean;
  /**
   * Whether the header sorts the table.
   * @default false
   */
  allowsSorting?: boolean;
  /**
   * A class on every cell of the column, e.g. to right-align numbers.
   * @default undefined
   */
  className?: string;
  /** The content of the item's cell. */
  cell: (item: T) => ReactNode;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<T extends object> {
  /** The columns, in order. */
  columns: readonly DataColumn<T>[];
  /** The rows' items. */
  items: Iterable<T>;
  /**
   * The key of an item's row.
   * @default the item's `id`, else its position
   */
  rowId?: (item: T) => Key;
  /**
   * Where a row opens: its row header links there, and a click anywhere else on the row follows it.
   * @default undefined: rows do not open
   */
  rowHref?: (item: T) => string;
  /**
   * What shows when there are no items.
   * @default the translated 'No results'
   */
  empty?: ReactNode;
  /**
   * The column and direction the items are sorted by, shown on its header (`aria-sort`).
   * @default undefined: no header shows a sort
   */
  sortDescriptor?: SortDescriptor;
  /** Called with the new sort when a sortable header is pressed: its column, ascending first. */
  onSortChange?: (sort: SortDescriptor) => void;
  /** An extra class on the table. */
  className?: string;
  /** The table's accessible name. */
  'aria-label'?: string;
  /** The id of the element naming the table. */
  'aria-labelledby'?: string;
}

/** Whether a click landed on something of its own to press, which the row must leave alone. */
const onControl = (target: EventTarget) =>
  target instanceof Element &&
  target.closest('a, button, input, select, textarea, label, [role="button"]') !== null;

/**
 * A click on a row that opens its item, outside its links and buttons and not ending a text
 * selection, follows the row header's link, with the same modifier keys (a new tab with Ctrl or ⌘).
 */
function followRowLink(event: MouseEvent<HTMLTableRowElement>) {
  if (event.defaultPrevented || event.button !== 0 || onControl(event.target)) return;
  if (!window.getSelection()?.isCollapsed) return;
  const { ctrlKey, metaKey, shiftKey, altKey } = event;
  event.currentTarget.querySelector('a[href]')?.dispatchEvent(
    new globalThis.MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      ctrlKey,
      metaKey,
      shiftKey,
      altKey,
    }),
  );
}

const nextSort = (column: string, current: SortDescriptor | undefined): SortDescriptor => ({
  column,
  direction: current?.column === column && current.direction === 'ascending' ? 'descending' : 'ascending',
});

/**
 * A data table described by its columns: the header and each item's row come from one list. A
 * plain HTML table, read as one by screen readers: its links and buttons are reached with Tab,
 * sortable headers are buttons, and the sorted column says so (`aria-sort`). A table wider than its
 * place scrolls sideways inside its own container, so it never widens the page.
 */
export function DataTable<T extends object>({
  columns,
  items,
  rowId,
  rowHref,
  empty,
  sortDescriptor,
  onSortChange,
  className,
  ...labelling
}: DataTableProps<T>) {
  const t = useMessage();
  const rows = Array.from(items);
  return (
    <div className={`${tableStyles.scroller} ${styles.scroller}`}>
      <table {...labelling} className={[tableStyles.table, className].filter(Boolean).join(' ')}>
        <thead>
          <tr>
            {columns.map(({ id, title, allowsSorting }) => {
              const direction = sortDescriptor?.column === id ? sortDescriptor.direction : undefined;
              return (
                <th key={id} scope="col" aria-sort={direction} className={tableStyles.column}>
                  {allowsSorting ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => onSortChange?.(nextSort(id, sortDescriptor))}
                    >
                      {title}
                      {direction ? (
                        <span aria-hidden="true" className={tableStyles.sortIndicator}>
                          {direction === 'ascending' ? '▲' : '▼'}
                        </span>
                      ) : null}
                    </button>
                  ) : (
                    title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>
                <div className={styles.emptyPane}>
                  {empty ?? <div className={tableStyles.empty}>{t('table.empty')}</div>}
                </div>
              </td>
            </tr>
          ) : (
            rows.map((item, index) => {
              const href = rowHref?.(item);
              return (
                <tr
                  key={rowId?.(item) ?? (item as { id?: Key }).id ?? index}
                  className={styles.row}
                  data-href={href}
                  onClick={href ? followRowLink : undefined}
                >
                  {columns.map((column) => {
                    const content = column.cell(item);
                    const classNames = [tableStyles.cell, column.className].filter(Boolean).join(' ');
                    return column.isRowHeader ? (
                      <th key={column.id} scope="row" className={`${styles.rowHeader} ${classNames}`}>
                        {href ? <Link href={href}>{content}</Link> : content}
                      </th>
                    ) : (
                      <td key={column.id} className={classNames}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

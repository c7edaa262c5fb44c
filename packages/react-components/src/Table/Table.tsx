import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  type CellProps,
  type CellRenderProps,
  type ColumnProps,
  type ColumnRenderProps,
  composeRenderProps,
  type RowProps,
  type RowRenderProps,
  type TableBodyProps,
  type TableProps,
  type TableRenderProps,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import { useMessage } from '../i18n/useMessage.ts';
import * as styles from './Table.css.ts';

export { TableHeader } from 'react-aria-components';
export type { CellProps, ColumnProps, RowProps, TableBodyProps, TableProps };

/**
 * A data table with keyboard navigation, sorting (`sortDescriptor`) and selection. A table wider than
 * its place scrolls sideways inside its own container, so it never widens the page.
 */
export function Table({ className, ...props }: TableProps) {
  return (
    <div className={styles.scroller}>
      <AriaTable {...props} className={composeClassName<TableRenderProps>(styles.table, className)} />
    </div>
  );
}

/** A column header; with `allowsSorting` it shows the sort direction (`data-sort-direction`). */
export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={composeClassName<ColumnRenderProps>(styles.column, className)}>
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <>
          {content}
          {allowsSorting && sortDirection ? (
            <span aria-hidden="true" className={styles.sortIndicator}>
              {sortDirection === 'ascending' ? '▲' : '▼'}
            </span>
          ) : null}
        </>
      ))}
    </AriaColumn>
  );
}

/** The rows; shows a translated 'No results' unless `renderEmptyState` says otherwise. */
export function TableBody<T extends object>({ renderEmptyState, ...props }: TableBodyProps<T>) {
  const t = useMessage();
  return (
    <AriaTableBody
      {...props}
      renderEmptyState={renderEmptyState ?? (() => <div className={styles.empty}>{t('table.empty')}</div>)}
    />
  );
}

/** One row; with `href` (or `onAction`) the whole row opens its item. */
export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <AriaRow {...props} className={composeClassName<RowRenderProps>(styles.row, className)} />;
}

/** One cell. */
export function Cell({ className, ...props }: CellProps) {
  return <AriaCell {...props} className={composeClassName<CellRenderProps>(styles.cell, className)} />;
}

import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Cell, Column, Row, Table, TableBody, TableHeader, type TableProps } from '../Table/Table.tsx';

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
export interface DataTableProps<T extends object> extends Omit<TableProps, 'children'> {
  /** The columns, in order. */
  columns: readonly DataColumn<T>[];
  /** The rows' items. */
  items: Iterable<T>;
  /**
   * The key of an item's row.
   * @default the item's `id`
   */
  rowId?: (item: T) => Key;
  /**
   * Where a row opens when the user activates it.
   * @default undefined: rows do not open
   */
  rowHref?: (item: T) => string;
  /**
   * What shows when there are no items.
   * @default the Table's translated 'No results'
   */
  empty?: ReactNode;
  /**
   * Values besides the items whose change renders the rows again.
   * @default undefined
   */
  dependencies?: readonly unknown[];
}

/** A {@link Table} described by its columns: the header and each item's row come from one list. */
export function DataTable<T extends object>({
  columns,
  items,
  rowId,
  rowHref,
  empty,
  dependencies,
  ...props
}: DataTableProps<T>) {
  return (
    <Table {...props}>
      <TableHeader>
        {columns.map(({ id, title, isRowHeader, allowsSorting }) => (
          <Column key={id} id={id} isRowHeader={isRowHeader} allowsSorting={allowsSorting}>
            {title}
          </Column>
        ))}
      </TableHeader>
      <TableBody
        items={items}
        dependencies={dependencies}
        renderEmptyState={empty === undefined ? undefined : () => empty}
      >
        {(item) => (
          <Row id={rowId?.(item)} href={rowHref?.(item)}>
            {columns.map((column) => (
              <Cell key={column.id} className={column.className}>
                {column.cell(item)}
              </Cell>
            ))}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

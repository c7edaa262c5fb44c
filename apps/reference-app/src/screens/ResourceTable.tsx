import { Cell, Column, Row, Table, TableBody, TableHeader } from '@earshot/react-components';
import type { ReactNode } from 'react';
import { useAppMessage } from '../i18n/useAppMessage.ts';

/** A column of a {@link ResourceTable}. */
export interface ResourceColumn<T> {
  /** The column's key. */
  id: string;
  /** The header text. */
  label: string;
  /** The cell of an item. */
  render: (item: T) => ReactNode;
}

/** Props of {@link ResourceTable}. */
export interface ResourceTableProps<T extends object> {
  /** The table's accessible name. */
  label: string;
  /** The columns; the first is the row header. */
  columns: readonly ResourceColumn<T>[];
  /** The rows. */
  items: readonly T[];
  /** The unique key of a row. */
  rowKey: (item: T) => string;
  /** Where a row leads, if rows open their item. */
  href?: (item: T) => string;
}

/** A list of a resource as a table; rows with `href` open their item. */
export function ResourceTable<T extends object>({
  label,
  columns,
  items,
  rowKey,
  href,
}: ResourceTableProps<T>) {
  const t = useAppMessage();
  return (
    <Table aria-label={label}>
      <TableHeader columns={columns}>
        {(column) => (
          <Column id={column.id} isRowHeader={column.id === columns[0]?.id}>
            {column.label}
          </Column>
        )}
      </TableHeader>
      <TableBody
        items={items.map((item) => ({ id: rowKey(item), item }))}
        renderEmptyState={() => <p>{t('screen.empty')}</p>}
      >
        {({ id, item }) => (
          <Row id={id} columns={columns} {...(href ? { href: href(item) } : {})}>
            {(column) => <Cell>{column.render(item)}</Cell>}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

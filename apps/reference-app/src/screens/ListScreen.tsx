import { Link, PageHeader } from '@earshot/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from './QueryView.tsx';
import { type ResourceColumn, ResourceTable } from './ResourceTable.tsx';
import { useCanEdit } from './useActiveAdvertiser.ts';

/** The create action of a list screen: a link, shown disabled to read-only users (spec §6). */
export interface ListAction {
  label: string;
  href: string;
}

/** Props of {@link ListScreen}. */
export interface ListScreenProps<T extends object> {
  /** The page title, also the table's name. */
  title: string;
  /** The list query. */
  query: UseQueryResult<readonly T[], unknown>;
  /** The table's columns. */
  columns: readonly ResourceColumn<T>[];
  /** The unique key of a row. */
  rowKey: (item: T) => string;
  /** Where a row leads. */
  href?: (item: T) => string;
  /** The create actions. */
  actions?: readonly ListAction[];
  /** More content under the list. */
  children?: ReactNode;
}

/** A list screen over the sandbox's real data: header with create actions, then the table. */
export function ListScreen<T extends object>({
  title,
  query,
  columns,
  rowKey,
  href,
  actions = [],
  children,
}: ListScreenProps<T>) {
  const canEdit = useCanEdit();
  return (
    <>
      <PageHeader
        title={title}
        actions={
          actions.length > 0
            ? actions.map((action) => (
                <Link key={action.href} href={action.href} isDisabled={!canEdit}>
                  {action.label}
                </Link>
              ))
            : undefined
        }
      />
      <QueryView query={query}>
        {(items) => (
          <ResourceTable
            label={title}
            columns={columns}
            items={items}
            rowKey={rowKey}
            {...(href ? { href } : {})}
          />
        )}
      </QueryView>
      {children}
    </>
  );
}

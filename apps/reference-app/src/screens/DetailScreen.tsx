import { Link, PageHeader } from '@earshot/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { DetailList, type DetailListProps } from './DetailList.tsx';
import { QueryView } from './QueryView.tsx';

/** Props of {@link DetailScreen}. */
export interface DetailScreenProps<T> {
  /** The kind of entity, e.g. 'Creative': the title for a new one and above a loaded one's name. */
  title: string;
  /** The entity's id from the path; 'new' means create. */
  id: string | undefined;
  /** The entity query. */
  query: UseQueryResult<T, unknown>;
  /** The entity's name. */
  name: (entity: T) => string;
  /** The fields shown. */
  entries: (entity: T) => DetailListProps['entries'];
  /** The list this entity belongs to. */
  back: { label: string; href: string };
  /** More content under the fields. */
  children?: (entity: T) => ReactNode;
}

/** An entity of the sandbox shown field by field; with id 'new', where its creation will start. */
export function DetailScreen<T>({ title, id, query, name, entries, back, children }: DetailScreenProps<T>) {
  const t = useAppMessage();
  const backLink = <Link href={back.href}>{back.label}</Link>;
  if (id === 'new') {
    return <PageHeader title={title} description={t('screen.newEntity')} actions={backLink} />;
  }
  return (
    <QueryView query={query}>
      {(entity) => (
        <>
          <PageHeader title={name(entity)} description={title} actions={backLink} />
          <DetailList entries={entries(entity)} />
          {children?.(entity)}
        </>
      )}
    </QueryView>
  );
}

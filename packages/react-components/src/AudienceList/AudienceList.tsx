import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useAudiences } from '../hooks/useAudiences.ts';
import { useAudienceMessage } from '../i18n/audiences/useAudienceMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { Link } from '../Link/Link.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table.tsx';
import * as styles from './AudienceList.css.ts';

/** Props of {@link AudienceList}. */
export interface AudienceListProps {
  /** The advertiser whose audiences are listed (its uuid). */
  advertiserId: string;
  /**
   * The path of the audiences section in the embedding app: audiences open at `{basePath}/{id}`
   * (route `audience/{id}`) and "New audience" links to `{basePath}/new`.
   * @default `/{advertiserId}/audience`
   */
  basePath?: string;
  /**
   * Hides "New audience", for the roles that may not create audiences (view-only and reporting, spec §6).
   * @default false
   */
  isReadOnly?: boolean;
}

/** The audiences list screen: name, kind, estimated listeners and creation date, each row opening its editor. */
export function AudienceList({ advertiserId, basePath, isReadOnly = false }: AudienceListProps) {
  const t = useAudienceMessage();
  const format = useFormatters();
  const audiences = useAudiences(advertiserId);
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/audience`;
  const state = audiences.isError ? 'error' : audiences.isPending ? 'loading' : 'ready';
  return (
    <section className={styles.root} data-state={state}>
      <PageHeader
        title={t('audienceList.title')}
        description={t('audienceList.description')}
        actions={isReadOnly ? null : <Link href={`${base}/new`}>{t('audienceList.new')}</Link>}
      />
      <QueryStates
        query={audiences}
        loading={<Skeleton lines={5} label={t('audienceList.loading')} />}
        loadFailed={t('audienceList.error')}
        retryLabel={t('audienceList.retry')}
        failure={{ variant: 'panel' }}
      >
        {(list) => (
          <Table aria-label={t('audienceList.title')}>
            <TableHeader>
              <Column isRowHeader>{t('audienceList.column.name')}</Column>
              <Column>{t('audienceList.column.subtype')}</Column>
              <Column>{t('audienceList.column.size')}</Column>
              <Column>{t('audienceList.column.created')}</Column>
            </TableHeader>
            <TableBody
              items={list}
              renderEmptyState={() => (
                <EmptyState
                  headingLevel={3}
                  title={t('audienceList.empty.title')}
                  description={t('audienceList.empty.description')}
                />
              )}
            >
              {(audience) => (
                <Row id={audience.id} href={`${base}/${encodeURIComponent(audience.id)}`}>
                  <Cell>{audience.name}</Cell>
                  <Cell>{t(`audienceSubtype.${audience.subtype}`)}</Cell>
                  <Cell>
                    {audience.size_estimate === null
                      ? t('audienceList.notEstimated')
                      : format.number(audience.size_estimate)}
                  </Cell>
                  <Cell>{format.date(audience.created_at)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        )}
      </QueryStates>
    </section>
  );
}

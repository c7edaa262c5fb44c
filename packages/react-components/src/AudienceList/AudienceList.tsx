import type { Schema } from '@earshot/sdk-core';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useAudiences } from '../hooks/resources/audiences.ts';
import { useAudienceMessage } from '../i18n/audiences/useAudienceMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { Link } from '../Link/Link.tsx';
import { type DataColumn, DataTable } from '../ListScreen/DataTable.tsx';
import { ListScreen } from '../ListScreen/ListScreen.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

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

type Audience = Schema<'Audience'>;

/** The audiences list screen: name, kind, estimated listeners and creation date, each row opening its editor. */
export function AudienceList({ advertiserId, basePath, isReadOnly = false }: AudienceListProps) {
  const t = useAudienceMessage();
  const format = useFormatters();
  const audiences = useAudiences(advertiserId);
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/audience`;
  const columns: DataColumn<Audience>[] = [
    {
      id: 'name',
      title: t('audienceList.column.name'),
      isRowHeader: true,
      cell: (audience) => audience.name,
    },
    {
      id: 'subtype',
      title: t('audienceList.column.subtype'),
      cell: (audience) => t(`audienceSubtype.${audience.subtype}`),
    },
    {
      id: 'size',
      title: t('audienceList.column.size'),
      cell: ({ size_estimate }) =>
        size_estimate === null ? t('audienceList.notEstimated') : format.number(size_estimate),
    },
    {
      id: 'created',
      title: t('audienceList.column.created'),
      cell: (audience) => format.date(audience.created_at),
    },
  ];
  return (
    <ListScreen
      title={t('audienceList.title')}
      description={t('audienceList.description')}
      actions={isReadOnly ? null : <Link href={`${base}/new`}>{t('audienceList.new')}</Link>}
      query={audiences}
      loading={<Skeleton lines={5} label={t('audienceList.loading')} />}
      loadFailed={t('audienceList.error')}
      retryLabel={t('audienceList.retry')}
    >
      {(list) => (
        <DataTable
          aria-label={t('audienceList.title')}
          columns={columns}
          items={list}
          rowHref={(audience) => `${base}/${encodeURIComponent(audience.id)}`}
          empty={
            <EmptyState
              headingLevel={3}
              title={t('audienceList.empty.title')}
              description={t('audienceList.empty.description')}
            />
          }
        />
      )}
    </ListScreen>
  );
}

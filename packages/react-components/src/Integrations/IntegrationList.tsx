import type { Schema } from '@earshot/sdk-core';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useIntegrations } from '../hooks/resources/integrations.ts';
import { useAccountPermissions } from '../hooks/useAccountPermissions.ts';
import { useIntegrationsMessage } from '../i18n/integrations/useIntegrationsMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { Link } from '../Link/Link.tsx';
import { type DataColumn, DataTable } from '../ListScreen/DataTable.tsx';
import { ListScreen } from '../ListScreen/ListScreen.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './Integrations.css.ts';
import { integrationHref } from './integrationHref.ts';

/** Props of {@link IntegrationList}. */
export interface IntegrationListProps {
  /** The advertiser (agency) whose integrations are listed (its uuid). */
  advertiserId: string;
  /**
   * The path of the integrations section in the embedding app: an integration opens at
   * `{basePath}/{kind}/{id}`, GA4 at `{basePath}/ga4`, and "New integration" at `{basePath}/data-export/new`.
   * @default `/{advertiserId}/integrations`
   */
  basePath?: string;
  /**
   * Hides creating. Whatever it says, roles other than 1 and 2 (and admins) never see it, as the
   * server refuses their integrations (spec §6).
   * @default false
   */
  isReadOnly?: boolean;
}

type Integration = Schema<'Integration'>;

/** The integrations list screen: name, kind, status, last run and creation date; links to each editor. */
export function IntegrationList({
  advertiserId,
  basePath,
  isReadOnly: readOnlyProp = false,
}: IntegrationListProps) {
  const t = useIntegrationsMessage();
  const { canManage } = useAccountPermissions(advertiserId);
  const isReadOnly = readOnlyProp || !canManage;
  const format = useFormatters();
  const integrations = useIntegrations(advertiserId);
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/integrations`;
  const columns: DataColumn<Integration>[] = [
    {
      id: 'name',
      title: t('integrations.column.name'),
      isRowHeader: true,
      cell: (integration) => <Link href={integrationHref(base, integration)}>{integration.name}</Link>,
    },
    { id: 'kind', title: t('integrations.column.kind'), cell: ({ kind }) => t(`integrationKind.${kind}`) },
    {
      id: 'status',
      title: t('integrations.column.status'),
      cell: ({ status }) => t(`integrationStatus.${status}`),
    },
    {
      id: 'lastRun',
      title: t('integrations.column.lastRun'),
      cell: ({ last_run_at }) =>
        last_run_at
          ? format.date(last_run_at, { dateStyle: 'medium', timeStyle: 'short' })
          : t('integrations.never'),
    },
    {
      id: 'created',
      title: t('integrations.column.created'),
      cell: ({ created_at }) => format.date(created_at),
    },
  ];
  return (
    <ListScreen
      title={t('integrations.title')}
      description={t('integrations.description')}
      actions={
        <div className={styles.actions}>
          <Link href={`${base}/ga4`}>{t('integrations.ga4')}</Link>
          {isReadOnly ? null : <Link href={`${base}/data-export/new`}>{t('integrations.new')}</Link>}
        </div>
      }
      isReadOnly={isReadOnly}
      query={integrations}
      loading={<Skeleton lines={4} label={t('integrations.loading')} />}
      loadFailed={t('integrations.failed')}
      retryLabel={t('integrations.retry')}
    >
      {(list) => (
        <DataTable
          aria-label={t('integrations.title')}
          columns={columns}
          items={list}
          empty={
            <EmptyState
              headingLevel={2}
              title={t('integrations.empty.title')}
              description={t('integrations.empty.description')}
            />
          }
        />
      )}
    </ListScreen>
  );
}

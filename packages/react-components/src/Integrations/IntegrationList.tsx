import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useAccountPermissions } from '../hooks/useAccountPermissions.ts';
import { useIntegrations } from '../hooks/useIntegrations.ts';
import { useIntegrationsMessage } from '../i18n/integrations/useIntegrationsMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { Link } from '../Link/Link.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table.tsx';
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
  const state = integrations.isError ? 'error' : integrations.isPending ? 'loading' : 'ready';
  return (
    <section className={styles.root} data-state={state} data-readonly={isReadOnly || undefined}>
      <PageHeader
        title={t('integrations.title')}
        description={t('integrations.description')}
        actions={
          <div className={styles.actions}>
            <Link href={`${base}/ga4`}>{t('integrations.ga4')}</Link>
            {isReadOnly ? null : <Link href={`${base}/data-export/new`}>{t('integrations.new')}</Link>}
          </div>
        }
      />
      <QueryStates
        query={integrations}
        loading={<Skeleton lines={4} label={t('integrations.loading')} />}
        loadFailed={t('integrations.failed')}
        retryLabel={t('integrations.retry')}
        failure={{ variant: 'panel' }}
      >
        {(list) => (
          <Table aria-label={t('integrations.title')}>
            <TableHeader>
              <Column isRowHeader>{t('integrations.column.name')}</Column>
              <Column>{t('integrations.column.kind')}</Column>
              <Column>{t('integrations.column.status')}</Column>
              <Column>{t('integrations.column.lastRun')}</Column>
              <Column>{t('integrations.column.created')}</Column>
            </TableHeader>
            <TableBody
              items={list}
              renderEmptyState={() => (
                <EmptyState
                  headingLevel={2}
                  title={t('integrations.empty.title')}
                  description={t('integrations.empty.description')}
                />
              )}
            >
              {(integration) => (
                <Row id={integration.id}>
                  <Cell>
                    <Link href={integrationHref(base, integration)}>{integration.name}</Link>
                  </Cell>
                  <Cell>{t(`integrationKind.${integration.kind}`)}</Cell>
                  <Cell>{t(`integrationStatus.${integration.status}`)}</Cell>
                  <Cell>
                    {integration.last_run_at
                      ? format.date(integration.last_run_at, { dateStyle: 'medium', timeStyle: 'short' })
                      : t('integrations.never')}
                  </Cell>
                  <Cell>{format.date(integration.created_at)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        )}
      </QueryStates>
    </section>
  );
}

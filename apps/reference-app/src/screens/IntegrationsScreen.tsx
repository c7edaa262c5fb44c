import { Link, useFormatters, useIntegrations } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { ListScreen } from './ListScreen.tsx';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/** integrations: data exports, GA4 and webhooks. */
export function IntegrationsScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  return (
    <ListScreen
      title={t('navigation.integrations')}
      query={useIntegrations(advertiser.uuid)}
      rowKey={(integration) => integration.id}
      href={(integration) =>
        integration.kind === 'ga4'
          ? path('integrations/ga4')
          : path(`integrations/${integration.kind}/${integration.id}`)
      }
      actions={[{ label: t('action.newIntegration'), href: path('integrations/data-export/new') }]}
      columns={[
        { id: 'name', label: t('column.name'), render: (integration) => integration.name },
        { id: 'kind', label: t('field.kind'), render: (integration) => integration.kind },
        { id: 'status', label: t('column.status'), render: (integration) => integration.status },
        {
          id: 'lastRun',
          label: t('column.lastRun'),
          render: (integration) => (integration.last_run_at ? format.date(integration.last_run_at) : '—'),
        },
      ]}
    >
      <Link href={path('integrations/ga4')}>{t('page.ga4')}</Link>
    </ListScreen>
  );
}

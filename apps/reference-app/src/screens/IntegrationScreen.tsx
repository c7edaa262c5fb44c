import { useFormatters, useIntegration } from '@earshot/react-components';
import { useParams } from 'react-router';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { DetailScreen } from './DetailScreen.tsx';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/** integrations/{integrationId}/{id}: an integration of a kind; id 'new' creates one. */
export function IntegrationScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const { id } = useParams();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  return (
    <DetailScreen
      title={t('page.integration')}
      id={id}
      query={useIntegration(advertiser.uuid, id === 'new' ? null : id)}
      name={(integration) => integration.name}
      back={{ label: t('navigation.integrations'), href: path('integrations') }}
      entries={(integration) => [
        [t('field.kind'), integration.kind],
        [t('column.status'), integration.status],
        [t('column.lastRun'), integration.last_run_at ? format.date(integration.last_run_at) : null],
        [t('column.createdAt'), format.date(integration.created_at)],
      ]}
    />
  );
}

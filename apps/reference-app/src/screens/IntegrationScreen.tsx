import { IntegrationEditor, useIntegration } from '@earshot/react-components';
import { useParams } from 'react-router';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { PageTrail } from '../layout/PageTrail.tsx';
import { useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** integrations/{integrationId}/{id}: an integration of a kind; `integrations/{kind}/new` creates one. */
export function IntegrationScreen() {
  const t = useAppMessage();
  const { integrationId, id = 'new' } = useParams();
  const props = useAdvertiserScreenProps('integrations');
  const isNew = id === 'new';
  const integration = useIntegration(props.advertiserId, isNew ? null : id);
  const label = isNew ? t('page.integrationNew') : (integration.data?.name ?? t('page.integration'));
  return (
    <>
      <PageTrail steps={[{ label: t('navigation.integrations'), href: props.basePath }, { label }]} />
      <IntegrationEditor key={id} integrationId={id} kind={integrationId} {...props} />
    </>
  );
}

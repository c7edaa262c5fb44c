import { IntegrationEditor } from '@earshot/react-components';
import { useParams } from 'react-router';
import { useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** integrations/{integrationId}/{id}: an integration of a kind; `integrations/{kind}/new` creates one. */
export function IntegrationScreen() {
  const { integrationId, id = 'new' } = useParams();
  return (
    <IntegrationEditor
      key={id}
      integrationId={id}
      kind={integrationId}
      {...useAdvertiserScreenProps('integrations')}
    />
  );
}

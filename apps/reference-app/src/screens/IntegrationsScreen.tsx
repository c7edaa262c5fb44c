import { IntegrationList } from '@earshot/react-components';
import { useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** integrations: data exports, GA4 and webhooks. */
export function IntegrationsScreen() {
  return <IntegrationList {...useAdvertiserScreenProps('integrations')} />;
}

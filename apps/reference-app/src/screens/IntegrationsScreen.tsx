import { IntegrationList } from '@earshot/react-components';
import { advertiserSegment } from '@earshot/sdk-core';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/** integrations: data exports, GA4 and webhooks. */
export function IntegrationsScreen() {
  const advertiser = useActiveAdvertiser();
  return (
    <IntegrationList
      advertiserId={advertiser.uuid}
      basePath={`/${advertiserSegment(advertiser)}/integrations`}
      isReadOnly={!useCanEdit()}
    />
  );
}

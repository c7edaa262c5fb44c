import { IntegrationEditor } from '@earshot/react-components';
import { advertiserSegment } from '@earshot/sdk-core';
import { useParams } from 'react-router';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/** integrations/{integrationId}/{id}: an integration of a kind; `integrations/{kind}/new` creates one. */
export function IntegrationScreen() {
  const { integrationId, id = 'new' } = useParams();
  const advertiser = useActiveAdvertiser();
  return (
    <IntegrationEditor
      key={id}
      advertiserId={advertiser.uuid}
      integrationId={id}
      kind={integrationId}
      basePath={`/${advertiserSegment(advertiser)}/integrations`}
      isReadOnly={!useCanEdit()}
    />
  );
}

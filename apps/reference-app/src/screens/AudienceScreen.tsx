import { AudienceEditor } from '@earshot/react-components';
import { advertiserSegment } from '@earshot/sdk-core';
import { useParams } from 'react-router';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/** audience/{id}: the audience editor; id 'new' creates an audience. */
export function AudienceScreen() {
  const { id = 'new' } = useParams();
  const advertiser = useActiveAdvertiser();
  return (
    <AudienceEditor
      advertiserId={advertiser.uuid}
      audienceId={id}
      basePath={`/${advertiserSegment(advertiser)}/audience`}
      isReadOnly={!useCanEdit()}
    />
  );
}

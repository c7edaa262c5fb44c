import { CreativeEditor } from '@earshot/react-components';
import { advertiserSegment } from '@earshot/sdk-core';
import { useParams } from 'react-router';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/** creatives/{id}: an audio file and its companion display ad; 'new' creates one. */
export function CreativeScreen() {
  const { id = 'new' } = useParams();
  const advertiser = useActiveAdvertiser();
  return (
    <CreativeEditor
      key={id}
      advertiserId={advertiser.uuid}
      creativeId={id}
      basePath={`/${advertiserSegment(advertiser)}/creatives`}
      isReadOnly={!useCanEdit()}
    />
  );
}

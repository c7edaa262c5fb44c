import { CreativeList } from '@earshot/react-components';
import { advertiserSegment } from '@earshot/sdk-core';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/** creatives: audio files with their companion display ads; they open at creatives/{id}. */
export function CreativesScreen() {
  const advertiser = useActiveAdvertiser();
  return (
    <CreativeList
      advertiserId={advertiser.uuid}
      basePath={`/${advertiserSegment(advertiser)}/creatives`}
      isReadOnly={!useCanEdit()}
    />
  );
}

import { AudienceList } from '@earshot/react-components';
import { advertiserSegment } from '@earshot/sdk-core';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/** audiences: the advertiser's audiences; they open at audience/{id}. */
export function AudiencesScreen() {
  const advertiser = useActiveAdvertiser();
  return (
    <AudienceList
      advertiserId={advertiser.uuid}
      basePath={`/${advertiserSegment(advertiser)}/audience`}
      isReadOnly={!useCanEdit()}
    />
  );
}

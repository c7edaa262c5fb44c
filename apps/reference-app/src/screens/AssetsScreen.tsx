import { AssetList } from '@earshot/react-components';
import { advertiserSegment } from '@earshot/sdk-core';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/** assets: uploaded and generated audio ads; they open at assets/{id} and assets/generate/{id}. */
export function AssetsScreen() {
  const advertiser = useActiveAdvertiser();
  return (
    <AssetList
      advertiserId={advertiser.uuid}
      basePath={`/${advertiserSegment(advertiser)}/assets`}
      isReadOnly={!useCanEdit()}
    />
  );
}

import { InventoryList } from '@earshot/react-components';
import { advertiserSegment } from '@earshot/sdk-core';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/** inventory: the advertiser's playlists. */
export function PlaylistsScreen() {
  const advertiser = useActiveAdvertiser();
  return (
    <InventoryList
      advertiserId={advertiser.uuid}
      basePath={`/${advertiserSegment(advertiser)}/inventory`}
      isReadOnly={!useCanEdit()}
    />
  );
}

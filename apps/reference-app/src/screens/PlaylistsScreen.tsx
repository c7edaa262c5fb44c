import { InventoryList } from '@earshot/react-components';
import { useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** inventory: the advertiser's playlists. */
export function PlaylistsScreen() {
  return <InventoryList {...useAdvertiserScreenProps('inventory')} />;
}

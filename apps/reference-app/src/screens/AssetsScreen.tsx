import { AssetList } from '@earshot/react-components';
import { useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** assets: uploaded and generated audio ads; they open at assets/{id} and assets/generate/{id}. */
export function AssetsScreen() {
  return <AssetList {...useAdvertiserScreenProps('assets')} />;
}

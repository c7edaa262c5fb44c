import { CreativeList } from '@earshot/react-components';
import { useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** creatives: audio files with their companion display ads; they open at creatives/{id}. */
export function CreativesScreen() {
  return <CreativeList {...useAdvertiserScreenProps('creatives')} />;
}

import { AudienceList } from '@earshot/react-components';
import { useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** audiences: the advertiser's audiences; they open at audience/{id}. */
export function AudiencesScreen() {
  return <AudienceList {...useAdvertiserScreenProps('audience')} />;
}

import { Team } from '@earshot/react-components';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/** team: the advertiser's members and their roles. */
export function TeamScreen() {
  const advertiser = useActiveAdvertiser();
  return <Team key={advertiser.uuid} advertiserId={advertiser.uuid} isReadOnly={!useCanEdit()} />;
}

import { Pixels } from '@earshot/react-components';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/** pixels: the tag snippet and its verification, the events, the report and the billable events. */
export function PixelsScreen() {
  const advertiser = useActiveAdvertiser();
  return <Pixels advertiserId={advertiser.uuid} isReadOnly={!useCanEdit()} />;
}

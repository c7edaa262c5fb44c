import { Billing } from '@earshot/react-components';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/** billing: billing information and payment methods. */
export function BillingScreen() {
  const advertiser = useActiveAdvertiser();
  return <Billing key={advertiser.uuid} advertiserId={advertiser.uuid} isReadOnly={!useCanEdit()} />;
}

import { Billing } from '@earshot/react-components';
import { useAppServices } from '../app/AppServicesContext.ts';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/**
 * billing: billing information, payment methods, invoices and spending limits; against the sandbox,
 * the add-card form lists the test card numbers.
 */
export function BillingScreen() {
  const advertiser = useActiveAdvertiser();
  const { config } = useAppServices();
  return (
    <Billing
      key={advertiser.uuid}
      advertiserId={advertiser.uuid}
      isReadOnly={!useCanEdit()}
      showTestCards={config.sandbox}
    />
  );
}

import type { Schema } from '@earshot/sdk-core';
import { useCallback } from 'react';
import { useBillingMessage } from '../i18n/billing/useBillingMessage.ts';

type PaymentMethod = Pick<Schema<'PaymentMethod'>, 'type' | 'brand' | 'last4'>;

/**
 * Returns a function naming a payment method for people, e.g. 'Visa ending in 4242' or
 * 'SEPA direct debit ending in 3000': the card brand or bank when known, else the kind of method.
 */
export function usePaymentMethodName(): (method: PaymentMethod) => string {
  const t = useBillingMessage();
  return useCallback(
    (method) => {
      const kind = method.brand
        ? method.brand.charAt(0).toUpperCase() + method.brand.slice(1)
        : t(`billing.methods.type.${method.type}`);
      return t('billing.methods.name', { kind, last4: method.last4 });
    },
    [t],
  );
}

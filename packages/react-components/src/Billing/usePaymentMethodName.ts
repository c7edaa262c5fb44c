import type { Schema } from '@earshot/sdk-core';
import { CARD_BRANDS } from '@earshot/validators';
import { useCallback } from 'react';
import { type BillingMessageKey, useBillingMessage } from '../i18n/billing/useBillingMessage.ts';

/** Brands with a name of their own in the catalogues ('American Express', not 'Amex'). */
const KNOWN_BRANDS: ReadonlySet<string> = new Set(CARD_BRANDS);

type PaymentMethod = Pick<Schema<'PaymentMethod'>, 'type' | 'brand' | 'last4'>;

/**
 * Returns a function naming a payment method for people, e.g. 'Visa ending in 4242' or
 * 'SEPA direct debit ending in 3000': the card brand (by its translated name) or bank when known,
 * else the kind of method.
 */
export function usePaymentMethodName(): (method: PaymentMethod) => string {
  const t = useBillingMessage();
  return useCallback(
    (method) => {
      const brandKey = `billing.card.brand.${method.brand}`;
      const kind = !method.brand
        ? t(`billing.methods.type.${method.type}`)
        : KNOWN_BRANDS.has(method.brand)
          ? t(brandKey as BillingMessageKey)
          : method.brand.charAt(0).toUpperCase() + method.brand.slice(1);
      return t('billing.methods.name', { kind, last4: method.last4 });
    },
    [t],
  );
}

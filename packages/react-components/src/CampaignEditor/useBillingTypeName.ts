import type { Schema } from '@earshot/sdk-core';
import { useCallback } from 'react';
import { useEnumLabel } from '../i18n/useEnumLabel.ts';

type BillingType = Schema<'BillingType'>;

/**
 * Returns a function naming a billing type in the provider's locale: the campaigns catalogue's name
 * of billing type `id` (`campaigns.billingType.{id}`); for one the catalogue does not know yet, the
 * name the server's list gives it, else `#{id}`.
 */
export function useBillingTypeName(): (id: number, served: readonly BillingType[]) => string {
  const label = useEnumLabel();
  return useCallback(
    (id, served) =>
      label(`campaigns.billingType.${id}`, served.find((type) => type.id === id)?.name ?? `#${id}`),
    [label],
  );
}

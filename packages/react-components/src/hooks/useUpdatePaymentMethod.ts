import { updatePaymentMethodMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** PATCH /companies/{id}/payment-methods/{pmId} (updatePaymentMethod). */
export function useUpdatePaymentMethod(
  options?: PlatformMutationHookOptions<
    MutationData<typeof updatePaymentMethodMutation>,
    MutationVariables<typeof updatePaymentMethodMutation>
  >,
) {
  return usePlatformMutation(updatePaymentMethodMutation, options);
}

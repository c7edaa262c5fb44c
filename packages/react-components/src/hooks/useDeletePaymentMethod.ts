import { deletePaymentMethodMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** DELETE /companies/{id}/payment-methods/{pmId} (deletePaymentMethod). */
export function useDeletePaymentMethod(
  options?: PlatformMutationHookOptions<
    MutationData<typeof deletePaymentMethodMutation>,
    MutationVariables<typeof deletePaymentMethodMutation>
  >,
) {
  return usePlatformMutation(deletePaymentMethodMutation, options);
}

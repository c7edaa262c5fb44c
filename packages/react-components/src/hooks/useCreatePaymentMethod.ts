import { createPaymentMethodMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{id}/payment-methods (createPaymentMethod); needs a payment method id and a buyer_id ('No payment data has been introduced'), then records the 'payment' onboarding event. */
export function useCreatePaymentMethod(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createPaymentMethodMutation>,
    MutationVariables<typeof createPaymentMethodMutation>
  >,
) {
  return usePlatformMutation(createPaymentMethodMutation, options);
}

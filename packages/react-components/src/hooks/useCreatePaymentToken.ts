import { createPaymentTokenMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{id}/payment-token (createPaymentToken); needs billing data with a buyer_id. */
export function useCreatePaymentToken(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createPaymentTokenMutation>,
    MutationVariables<typeof createPaymentTokenMutation>
  >,
) {
  return usePlatformMutation(createPaymentTokenMutation, options);
}

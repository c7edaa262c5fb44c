import {
  createBillingInfoMutation,
  createPaymentMethodMutation,
  createPaymentTokenMutation,
  createSandboxCardTokenMutation,
  getBillingInfoQuery,
  updateBillingInfoMutation,
} from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{id}/billing-info (getBillingInfo). Waits, disabled, until advertiserId is given. */
export const useBillingInfo = queryHook(getBillingInfoQuery);
/** POST /companies/{id}/billing-info (createBillingInfo); records the 'billing' onboarding event. */
export const useCreateBillingInfo = mutationHook(createBillingInfoMutation);
/** PATCH /companies/{id}/billing-info?qualify-buyer= (updateBillingInfo); records the 'billing' event. */
export const useUpdateBillingInfo = mutationHook(updateBillingInfoMutation);
/** POST /companies/{id}/payment-methods (createPaymentMethod); needs a payment method id and a buyer_id ('No payment data has been introduced'), then records the 'payment' onboarding event. */
export const useCreatePaymentMethod = mutationHook(createPaymentMethodMutation);
/** POST /companies/{id}/payment-token (createPaymentToken); needs billing data with a buyer_id. */
export const useCreatePaymentToken = mutationHook(createPaymentTokenMutation);
/** POST /sandbox/tokens (createSandboxCardToken): the sandbox's card form; answers the `pm_…` id to add. */
export const useCreateSandboxCardToken = mutationHook(createSandboxCardTokenMutation);

import {
  deletePaymentMethodMutation,
  getPaymentsPortalQuery,
  listPaymentMethodsQuery,
  updatePaymentMethodMutation,
} from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{id}/payment-methods (listPaymentMethods). Waits, disabled, until advertiserId is given. */
export const usePaymentMethods = queryHook(listPaymentMethodsQuery);
/** GET /companies/{id}/payments/portal (getPaymentsPortal): the URL of the payment provider's portal. Waits, disabled, until advertiserId is given. */
export const usePaymentsPortal = queryHook(getPaymentsPortalQuery);
/** PATCH /companies/{id}/payment-methods/{pmId} (updatePaymentMethod). */
export const useUpdatePaymentMethod = mutationHook(updatePaymentMethodMutation);
/** DELETE /companies/{id}/payment-methods/{pmId} (deletePaymentMethod). */
export const useDeletePaymentMethod = mutationHook(deletePaymentMethodMutation);

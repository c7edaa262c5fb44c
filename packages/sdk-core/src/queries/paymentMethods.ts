import { listQuery, writeMutation } from './operationFactories.ts';

const PAYMENT_METHOD = { variable: 'pmId', missing: 'Missing required parameter payment method id' } as const;

/** GET /companies/{id}/payment-methods (listPaymentMethods). */
export const listPaymentMethodsQuery = listQuery(
  'listPaymentMethods',
  '/companies/{id}/payment-methods',
  'payment-methods',
);

/** GET /companies/{id}/payments/portal (getPaymentsPortal): the URL of the payment provider's portal. */
export const getPaymentsPortalQuery = listQuery(
  'getPaymentsPortal',
  '/companies/{id}/payments/portal',
  'payments-portal',
);

/** PATCH /companies/{id}/payment-methods/{pmId} (updatePaymentMethod). */
export const updatePaymentMethodMutation = writeMutation(
  'updatePaymentMethod',
  'patch',
  '/companies/{id}/payment-methods/{pmId}',
  { invalidates: ['payment-methods'], item: PAYMENT_METHOD },
);

/** DELETE /companies/{id}/payment-methods/{pmId} (deletePaymentMethod). */
export const deletePaymentMethodMutation = writeMutation(
  'deletePaymentMethod',
  'delete',
  '/companies/{id}/payment-methods/{pmId}',
  { invalidates: ['payment-methods'], item: PAYMENT_METHOD },
);

import type { QueryClient } from '@tanstack/query-core';
import { BILLING_INFO_SAVED_EVENT, PAYMENT_METHOD_ADDED_EVENT } from '../onboardingRules.ts';
import {
  advertiserMutation,
  advertiserQuery,
  type PlatformClient,
  type QueryParams,
  required,
  type Schema,
  unwrap,
} from './core.ts';

const PAYMENT_METHODS = 'payment-methods';
const BILLING_INFO = 'billing-info';
const ONBOARDING = 'onboarding';
const PAYMENT_METHOD_REQUIRED = 'Missing required parameter payment method id';
/** Spec §5 messages. */
const NO_BILLING_DATA = 'No billing data has been introduced';
const NO_PAYMENT_DATA = 'No payment data has been introduced';

/**
 * Records an onboarding event after a billing write. The write itself succeeded, so a failure to
 * record is not the user's problem: the event is recorded again by the next billing change.
 */
async function recordOnboardingEvent(
  client: PlatformClient,
  id: string,
  name: Schema<'OnboardingEventCreate'>['name'],
) {
  try {
    await client.POST('/companies/{id}/onboarding', { params: { path: { id } }, body: { name } });
  } catch {
    // Network failure: see above.
  }
}

/** GET /companies/{id}/payment-methods (listPaymentMethods). */
export function listPaymentMethodsQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  return advertiserQuery(advertiserId, PAYMENT_METHODS, {}, (id, signal) =>
    unwrap(client.GET('/companies/{id}/payment-methods', { params: { path: { id } }, signal })),
  );
}

/**
 * POST /companies/{id}/payment-methods (createPaymentMethod); needs a payment method id and a buyer_id
 * ('No payment data has been introduced'), then records the 'payment' onboarding event.
 */
export function createPaymentMethodMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createPaymentMethod',
    [PAYMENT_METHODS, ONBOARDING],
    async ({ body }: { advertiserId: string; body: Schema<'PaymentMethodCreate'> }, id) => {
      if (!body?.payment_method_id || !body.buyer_id) throw new TypeError(NO_PAYMENT_DATA);
      const created = await unwrap(
        client.POST('/companies/{id}/payment-methods', { params: { path: { id } }, body }),
      );
      await recordOnboardingEvent(client, id, PAYMENT_METHOD_ADDED_EVENT);
      return created;
    },
  );
}

/** PATCH /companies/{id}/payment-methods/{pmId} (updatePaymentMethod). */
export function updatePaymentMethodMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'updatePaymentMethod',
    [PAYMENT_METHODS],
    ({ pmId, body }: { advertiserId: string; pmId: string; body: Schema<'PaymentMethodUpdate'> }, id) =>
      unwrap(
        client.PATCH('/companies/{id}/payment-methods/{pmId}', {
          params: { path: { id, pmId: required(pmId, PAYMENT_METHOD_REQUIRED) } },
          body,
        }),
      ),
  );
}

/** DELETE /companies/{id}/payment-methods/{pmId} (deletePaymentMethod). */
export function deletePaymentMethodMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'deletePaymentMethod',
    [PAYMENT_METHODS],
    ({ pmId }: { advertiserId: string; pmId: string }, id) =>
      unwrap(
        client.DELETE('/companies/{id}/payment-methods/{pmId}', {
          params: { path: { id, pmId: required(pmId, PAYMENT_METHOD_REQUIRED) } },
        }),
      ),
  );
}

/** POST /companies/{id}/payment-token (createPaymentToken); needs billing data with a buyer_id. */
export function createPaymentTokenMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createPaymentToken',
    [],
    ({ buyerId }: { advertiserId: string; buyerId: string | null | undefined }, id) =>
      unwrap(
        client.POST('/companies/{id}/payment-token', {
          params: { path: { id } },
          body: { buyer_id: required(buyerId, NO_BILLING_DATA) },
        }),
      ),
  );
}

/**
 * GET /companies/{id}/billing-info (getBillingInfo); `null` while the advertiser has none (204), since a
 * query's data cannot be `undefined`.
 */
export function getBillingInfoQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  return advertiserQuery(advertiserId, BILLING_INFO, {}, async (id, signal) => {
    const billing = await unwrap(
      client.GET('/companies/{id}/billing-info', { params: { path: { id } }, signal }),
    );
    // A 204 has no body, so openapi-fetch gives undefined, which the 200 answer's type does not show.
    return (billing as typeof billing | undefined) ?? null;
  });
}

/** POST /companies/{id}/billing-info (createBillingInfo); records the 'billing' onboarding event. */
export function createBillingInfoMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createBillingInfo',
    [BILLING_INFO, ONBOARDING],
    async (
      {
        body,
        query,
      }: {
        advertiserId: string;
        body: Schema<'BillingInfoCreate'>;
        query?: QueryParams<'createBillingInfo'>;
      },
      id,
    ) => {
      const saved = await unwrap(
        client.POST('/companies/{id}/billing-info', { params: { path: { id }, query: query ?? {} }, body }),
      );
      await recordOnboardingEvent(client, id, BILLING_INFO_SAVED_EVENT);
      return saved;
    },
  );
}

/** PATCH /companies/{id}/billing-info?qualify-buyer= (updateBillingInfo); records the 'billing' event. */
export function updateBillingInfoMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'updateBillingInfo',
    [BILLING_INFO, ONBOARDING],
    async (
      {
        body,
        query,
      }: {
        advertiserId: string;
        body: Schema<'BillingInfoUpdate'>;
        query?: QueryParams<'updateBillingInfo'>;
      },
      id,
    ) => {
      const saved = await unwrap(
        client.PATCH('/companies/{id}/billing-info', { params: { path: { id }, query: query ?? {} }, body }),
      );
      await recordOnboardingEvent(client, id, BILLING_INFO_SAVED_EVENT);
      return saved;
    },
  );
}

/** GET /companies/{id}/payments/portal (getPaymentsPortal): the URL of the payment provider's portal. */
export function getPaymentsPortalQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  return advertiserQuery(advertiserId, 'payments-portal', {}, (id, signal) =>
    unwrap(client.GET('/companies/{id}/payments/portal', { params: { path: { id } }, signal })),
  );
}

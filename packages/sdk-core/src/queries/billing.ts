import type { QueryClient } from '@tanstack/query-core';
import { BILLING_INFO_SAVED_EVENT, PAYMENT_METHOD_ADDED_EVENT } from '../onboardingRules.ts';
import {
  advertiserMutation,
  advertiserQuery,
  defineMutation,
  type PlatformClient,
  type QueryParams,
  required,
  unwrap,
} from './core.ts';
import { type Answer, type Body, type PathOf, request } from './operation.ts';

const PAYMENT_METHODS = 'payment-methods';
const BILLING_INFO = 'billing-info';
const ONBOARDING = 'onboarding';
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
  name: Body<'createOnboardingEvent'>['name'],
) {
  try {
    await client.POST('/companies/{id}/onboarding', { params: { path: { id } }, body: { name } });
  } catch {
    // Network failure: see above.
  }
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
    async ({ body }: { advertiserId: string; body: Body<'createPaymentMethod'> }, id) => {
      if (!body?.payment_method_id || !body.buyer_id) throw new TypeError(NO_PAYMENT_DATA);
      const created = await unwrap(
        client.POST('/companies/{id}/payment-methods', { params: { path: { id } }, body }),
      );
      await recordOnboardingEvent(client, id, PAYMENT_METHOD_ADDED_EVENT);
      return created;
    },
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

/** A save of the billing information, which then records the 'billing' onboarding event. */
function saveBillingInfoMutation<
  Id extends 'createBillingInfo' | 'updateBillingInfo',
  M extends 'post' | 'patch',
>(operationId: Id, method: M, path: PathOf<Id, M>) {
  return (client: PlatformClient, queryClient: QueryClient) =>
    advertiserMutation(
      queryClient,
      operationId,
      [BILLING_INFO, ONBOARDING],
      async ({ body, query }: { advertiserId: string; body: Body<Id>; query?: QueryParams<Id> }, id) => {
        const saved = await request<Answer<Id>>(
          client,
          method,
          path,
          { advertiserId: id },
          { query: query ?? {}, body },
        );
        await recordOnboardingEvent(client, id, BILLING_INFO_SAVED_EVENT);
        return saved;
      },
    );
}

/** POST /companies/{id}/billing-info (createBillingInfo); records the 'billing' onboarding event. */
export const createBillingInfoMutation = saveBillingInfoMutation(
  'createBillingInfo',
  'post',
  '/companies/{id}/billing-info',
);

/** PATCH /companies/{id}/billing-info?qualify-buyer= (updateBillingInfo); records the 'billing' event. */
export const updateBillingInfoMutation = saveBillingInfoMutation(
  'updateBillingInfo',
  'patch',
  '/companies/{id}/billing-info',
);

/**
 * POST /sandbox/tokens (createSandboxCardToken): sends a card to the sandbox's card form, which stands
 * in for a payment provider's hosted fields, with the payment token of `createPaymentTokenMutation`.
 * Answers the `pm_…` id to add with `createPaymentMethodMutation`; a declined card (`card_declined`),
 * one without funds (`insufficient_funds`) or a field problem throws an `ApiError` saying so. The card
 * never reaches the advertiser's own routes.
 */
export function createSandboxCardTokenMutation(client: PlatformClient, queryClient: QueryClient) {
  return defineMutation(
    queryClient,
    ['earshot', 'createSandboxCardToken'],
    (body: Body<'createSandboxCardToken'>) => unwrap(client.POST('/sandbox/tokens', { body })),
    () => [],
  );
}

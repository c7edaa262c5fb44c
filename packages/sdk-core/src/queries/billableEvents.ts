import type { QueryClient } from '@tanstack/query-core';
import {
  advertiserMutation,
  advertiserQuery,
  type PlatformClient,
  required,
  type Schema,
  unwrap,
} from './core.ts';

const RESOURCE = 'billable-events';

/** GET /companies/{id}/billable-events (listBillableEvents). */
export function listBillableEventsQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  return advertiserQuery(advertiserId, RESOURCE, {}, (id, signal) =>
    unwrap(client.GET('/companies/{id}/billable-events', { params: { path: { id } }, signal })),
  );
}

/** GET /companies/{id}/billable-events/attribution-partners (listAttributionPartners). */
export function listAttributionPartnersQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
) {
  return advertiserQuery(advertiserId, 'attribution-partners', {}, (id, signal) =>
    unwrap(
      client.GET('/companies/{id}/billable-events/attribution-partners', {
        params: { path: { id } },
        signal,
      }),
    ),
  );
}

/** PATCH /companies/{id}/billable-events/{eventId} (updateBillableEvent). */
export function updateBillableEventMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'updateBillableEvent',
    [RESOURCE],
    ({ eventId, body }: { advertiserId: string; eventId: string; body: Schema<'BillableEventUpdate'> }, id) =>
      unwrap(
        client.PATCH('/companies/{id}/billable-events/{eventId}', {
          params: {
            path: { id, eventId: required(eventId, 'Missing required parameter billable event id') },
          },
          body,
        }),
      ),
  );
}

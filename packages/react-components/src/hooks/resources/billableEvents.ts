import {
  listAttributionPartnersQuery,
  listBillableEventsQuery,
  updateBillableEventMutation,
} from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{id}/billable-events (listBillableEvents). Waits, disabled, until advertiserId is given. */
export const useBillableEvents = queryHook(listBillableEventsQuery);
/** GET /companies/{id}/billable-events/attribution-partners (listAttributionPartners). Waits, disabled, until advertiserId is given. */
export const useAttributionPartners = queryHook(listAttributionPartnersQuery);
/** PATCH /companies/{id}/billable-events/{eventId} (updateBillableEvent). */
export const useUpdateBillableEvent = mutationHook(updateBillableEventMutation);

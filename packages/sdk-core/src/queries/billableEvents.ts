import { listQuery, writeMutation } from './operationFactories.ts';

/** GET /companies/{id}/billable-events (listBillableEvents). */
export const listBillableEventsQuery = listQuery(
  'listBillableEvents',
  '/companies/{id}/billable-events',
  'billable-events',
);

/** GET /companies/{id}/billable-events/attribution-partners (listAttributionPartners). */
export const listAttributionPartnersQuery = listQuery(
  'listAttributionPartners',
  '/companies/{id}/billable-events/attribution-partners',
  'attribution-partners',
);

/** PATCH /companies/{id}/billable-events/{eventId} (updateBillableEvent). */
export const updateBillableEventMutation = writeMutation(
  'updateBillableEvent',
  'patch',
  '/companies/{id}/billable-events/{eventId}',
  {
    invalidates: ['billable-events'],
    item: { variable: 'eventId', missing: 'Missing required parameter billable event id' },
  },
);

import {
  advertiserQuery,
  defineQuery,
  type PlatformClient,
  type QueryParams,
  required,
  unwrap,
} from './core.ts';
import { earshotKeys } from './keys.ts';
import { listQuery, paramsQuery } from './operationFactories.ts';

/** GET /companies/{id}/events/event-name/{name}?page&size&type (listEventsByName). */
export function listEventsByNameQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  name: string | null | undefined,
  params: QueryParams<'listEventsByName'> = {},
) {
  const eventName = required(name, 'Missing required parameter event name');
  return advertiserQuery(advertiserId, 'events-by-name', { name: eventName, ...params }, (id, signal) =>
    unwrap(
      client.GET('/companies/{id}/events/event-name/{name}', {
        params: { path: { id, name: eventName }, query: params },
        signal,
      }),
    ),
  );
}

/** GET /exports/{exportId} (downloadExport): an export file as CSV text. */
export function downloadExportQuery(client: PlatformClient, exportId: string | null | undefined) {
  const id = required(exportId, 'Missing required parameter export id');
  return defineQuery([...earshotKeys.user(), 'exports', id] as const, (signal) =>
    unwrap(
      client.GET('/exports/{exportId}', { params: { path: { exportId: id } }, parseAs: 'text', signal }),
    ),
  );
}

/** GET /companies/{id}/events (listEvents): the latest pixel events. */
export const listEventsQuery = listQuery('listEvents', '/companies/{id}/events', 'events');

/** GET /companies/{id}/events/count (countEvents). */
export const countEventsQuery = listQuery('countEvents', '/companies/{id}/events/count', 'events-count');

/** GET /companies/{id}/events/report?event_type (downloadEventsReport): answers the `s3_url` of the export. */
export const downloadEventsReportQuery = paramsQuery(
  'downloadEventsReport',
  '/companies/{id}/events/report',
  'events-report',
);

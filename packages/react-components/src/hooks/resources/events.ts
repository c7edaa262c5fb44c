import {
  countEventsQuery,
  downloadEventsReportQuery,
  downloadExportQuery,
  listEventsByNameQuery,
  listEventsQuery,
} from '@earshot/sdk-core';
import { paramsQueryHook, queryHook } from '../queryHook.ts';

/** GET /exports/{exportId} (downloadExport): an export file as CSV text. Waits, disabled, until exportId is given. */
export const useDownloadExport = queryHook(downloadExportQuery);
/** GET /companies/{id}/events (listEvents): the latest pixel events. Waits, disabled, until advertiserId is given. */
export const useEvents = queryHook(listEventsQuery);
/** GET /companies/{id}/events/count (countEvents). Waits, disabled, until advertiserId is given. */
export const useCountEvents = queryHook(countEventsQuery);
/** GET /companies/{id}/events/event-name/{name}?page&size&type (listEventsByName). Waits, disabled, until advertiserId and name are given. */
export const useEventsByName = paramsQueryHook(listEventsByNameQuery);
/** GET /companies/{id}/events/report?event_type (downloadEventsReport): answers the `s3_url` of the export. Waits, disabled, until advertiserId is given. */
export const useDownloadEventsReport = paramsQueryHook(downloadEventsReportQuery);

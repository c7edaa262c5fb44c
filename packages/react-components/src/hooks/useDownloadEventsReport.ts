import { downloadEventsReportQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/events/report?event_type (downloadEventsReport): answers the `s3_url` of the export. Waits, disabled, until advertiserId is given. */
export function useDownloadEventsReport(
  advertiserId: string | null | undefined,
  params?: Parameters<typeof downloadEventsReportQuery>[2],
  options?: PlatformQueryHookOptions<QueryData<typeof downloadEventsReportQuery>>,
) {
  return usePlatformQuery((client) => downloadEventsReportQuery(client, advertiserId, params), options);
}

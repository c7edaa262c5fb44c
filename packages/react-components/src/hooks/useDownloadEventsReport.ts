import { downloadEventsReportQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/events/report?event_type (downloadEventsReport): answers the `s3_url` of the export. Waits, disabled, until advertiserId is given. */
export function useDownloadEventsReport(
  advertiserId: string | null | undefined,
  params?: Parameters<typeof downloadEventsReportQuery>[2],
  options?: PlatformQueryHookOptions<QueryData<typeof downloadEventsReportQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => downloadEventsReportQuery(client, advertiserId, params) : skipToken,
    options,
  );
}

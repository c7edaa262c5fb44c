import { downloadReportQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/reporting/download?startDate&endDate (downloadReport): the report as CSV text. Waits, disabled, until advertiserId is given. */
export function useDownloadReport(
  advertiserId: string | null | undefined,
  params: Parameters<typeof downloadReportQuery>[2],
  options?: PlatformQueryHookOptions<QueryData<typeof downloadReportQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => downloadReportQuery(client, advertiserId, params) : skipToken,
    options,
  );
}

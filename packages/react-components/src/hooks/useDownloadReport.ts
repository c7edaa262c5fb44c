import { downloadReportQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/reporting/download?startDate&endDate (downloadReport): the report as CSV text. Waits, disabled, until advertiserId is given. */
export function useDownloadReport(
  advertiserId: string | null | undefined,
  params: Parameters<typeof downloadReportQuery>[2],
  options?: PlatformQueryHookOptions<QueryData<typeof downloadReportQuery>>,
) {
  return usePlatformQuery((client) => downloadReportQuery(client, advertiserId, params), options);
}

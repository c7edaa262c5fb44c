import { downloadExportQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /exports/{exportId} (downloadExport): an export file as CSV text. Waits, disabled, until exportId is given. */
export function useDownloadExport(
  exportId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof downloadExportQuery>>,
) {
  return usePlatformQuery(
    allGiven(exportId) ? (client) => downloadExportQuery(client, exportId) : skipToken,
    options,
  );
}

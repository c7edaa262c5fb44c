import { downloadExportQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /exports/{exportId} (downloadExport): an export file as CSV text. Waits, disabled, until exportId is given. */
export function useDownloadExport(
  exportId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof downloadExportQuery>>,
) {
  return usePlatformQuery((client) => downloadExportQuery(client, exportId), options);
}

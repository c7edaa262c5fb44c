import { getDataExportRunQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{agencyId}/data-export/runs/{runId} (getDataExportRun). Waits, disabled, until agencyId and runId are given. */
export function useDataExportRun(
  agencyId: string | null | undefined,
  runId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getDataExportRunQuery>>,
) {
  return usePlatformQuery((client) => getDataExportRunQuery(client, agencyId, runId), options);
}

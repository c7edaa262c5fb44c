import { getDataExportRunQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{agencyId}/data-export/runs/{runId} (getDataExportRun). Waits, disabled, until agencyId and runId are given. */
export function useDataExportRun(
  agencyId: string | null | undefined,
  runId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getDataExportRunQuery>>,
) {
  return usePlatformQuery(
    allGiven(agencyId, runId) ? (client) => getDataExportRunQuery(client, agencyId, runId) : skipToken,
    options,
  );
}

import { searchSegmentsQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /search?index=liveramp&q&page (searchSegments): data-partner segments. */
export function useSearchSegments(
  params: Parameters<typeof searchSegmentsQuery>[1],
  options?: PlatformQueryHookOptions<QueryData<typeof searchSegmentsQuery>>,
) {
  return usePlatformQuery((client) => searchSegmentsQuery(client, params), options);
}

import {
  createInventorySearchClient,
  type InventorySearchClientOptions,
  type InventorySearchParams,
} from '@earshot/sdk-core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * Runs an inventory search with TanStack Query; with `similarTo`, ranks by vector similarity to
 * that item ("more like this"). The previous page stays on screen while the next one loads.
 */
export function useInventorySearch(
  options: InventorySearchClientOptions,
  params: Omit<InventorySearchParams, 'signal' | 'similarTo'>,
  similarTo: string | null,
) {
  const client = useMemo(() => createInventorySearchClient(options), [options]);
  return useQuery({
    queryKey: ['earshot', 'inventory-search', options.baseUrl, similarTo, params],
    queryFn: ({ signal }) => client.search({ ...params, ...(similarTo ? { similarTo } : {}), signal }),
    placeholderData: keepPreviousData,
  });
}

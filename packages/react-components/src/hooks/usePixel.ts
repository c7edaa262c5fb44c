import { getPixelQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/pixel (getPixel): the tag snippet and its verification. Waits, disabled, until advertiserId is given. */
export function usePixel(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getPixelQuery>>,
) {
  return usePlatformQuery((client) => getPixelQuery(client, advertiserId), options);
}

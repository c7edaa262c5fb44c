import { getPixelQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/pixel (getPixel): the tag snippet and its verification. Waits, disabled, until advertiserId is given. */
export function usePixel(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getPixelQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => getPixelQuery(client, advertiserId) : skipToken,
    options,
  );
}

import { geocodePlaceQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /geocoding/place/{placeId} (geocodePlace): one place by id. */
export function useGeocodePlace(
  placeId: string,
  options?: PlatformQueryHookOptions<QueryData<typeof geocodePlaceQuery>>,
) {
  return usePlatformQuery((client) => geocodePlaceQuery(client, placeId), options);
}

import { geocodeAddressQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /geocoding/address?q= (geocodeAddress): places matching an address. */
export function useGeocodeAddress(
  address: string,
  options?: PlatformQueryHookOptions<QueryData<typeof geocodeAddressQuery>>,
) {
  return usePlatformQuery((client) => geocodeAddressQuery(client, address), options);
}

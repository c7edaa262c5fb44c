import { type AddressSearch, geocodeAddressQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /geocoding/address?q=&type=&limit= (geocodeAddress): places matching an address or an `AddressSearch`. */
export function useGeocodeAddress(
  address: string | AddressSearch,
  options?: PlatformQueryHookOptions<QueryData<typeof geocodeAddressQuery>>,
) {
  return usePlatformQuery((client) => geocodeAddressQuery(client, address), options);
}

import { type AddressSearch, createGeocodingClient } from '../geocoding.ts';
import { defineQuery, type PlatformClient } from './core.ts';
import { earshotKeys } from './keys.ts';

/** GET /geocoding/address?q=&type=&limit= (geocodeAddress): places matching an address or an {@link AddressSearch}. */
export function geocodeAddressQuery(client: PlatformClient, address: string | AddressSearch) {
  return defineQuery([...earshotKeys.global('geocoding'), 'address', address] as const, (signal) =>
    createGeocodingClient(client).byAddress(address, signal),
  );
}

/** GET /geocoding/place/{placeId} (geocodePlace): one place by id. */
export function geocodePlaceQuery(client: PlatformClient, placeId: string) {
  return defineQuery([...earshotKeys.global('geocoding'), 'place', placeId] as const, (signal) =>
    createGeocodingClient(client).byPlaceId(placeId, signal),
  );
}

import { ApiError } from './apiError.ts';
import type { PlatformClient } from './client.ts';
import type { components, operations } from './generated/api.d.ts';

/** A place found by the geocoding service. */
export type GeoPlace = components['schemas']['GeoPlace'];

/**
 * An address search: the text (`q`), and optionally the kind of place (`type`: country, region, city
 * or postal_code; every kind by default) and how many places at most (`limit`, 1 to 50; 10 by default).
 */
export type AddressSearch = operations['geocodeAddress']['parameters']['query'];

/** The geocoding client: places by address and by place id. */
export interface GeocodingClient {
  /** Places matching an address (or an {@link AddressSearch}), best match first. */
  byAddress(address: string | AddressSearch, signal?: AbortSignal): Promise<GeoPlace[]>;
  /** One place by its id. */
  byPlaceId(placeId: string, signal?: AbortSignal): Promise<GeoPlace>;
}

/**
 * Creates the geocoding client over the platform client
 * (GET /geocoding/address?q= and GET /geocoding/place/{placeId} under the API base).
 */
export function createGeocodingClient(client: PlatformClient): GeocodingClient {
  return {
    async byAddress(address, signal) {
      const search = typeof address === 'string' ? { q: address } : address;
      const q = search.q.trim();
      if (q === '') throw new TypeError('An address is required to geocode: pass a non-empty address');
      const { data, error, response } = await client.GET('/geocoding/address', {
        params: { query: { ...search, q } },
        ...(signal ? { signal } : {}),
      });
      if (!data) throw new ApiError(response.status, error);
      return data.results;
    },
    async byPlaceId(placeId, signal) {
      if (placeId.trim() === '')
        throw new TypeError('A place id is required: pass one from byAddress results');
      const { data, error, response } = await client.GET('/geocoding/place/{placeId}', {
        params: { path: { placeId } },
        ...(signal ? { signal } : {}),
      });
      if (!data) throw new ApiError(response.status, error);
      return data;
    },
  };
}

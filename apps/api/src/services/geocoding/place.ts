import type { components } from '@earshot/sdk-core';

/** What a place is, from the widest to the narrowest. */
export const PLACE_TYPES = ['country', 'region', 'city', 'postal_code'] as const;

/** A kind of place: `country`, `region`, `city` or `postal_code`. */
export type PlaceType = (typeof PLACE_TYPES)[number];

/** The contract's `GeoPlace`. */
export type GeoPlace = components['schemas']['GeoPlace'];

/** A place of the gazetteer with what ranks it. */
export type Place = GeoPlace & {
  /** Inhabitants of the city, or of the largest city of a country or region; 0 for postal codes. */
  prominence: number;
  /** The folded name of a postal code's city, so "Beverly Hills 90210" matches both ways. */
  cityKey: string | null;
};

/** A place as the contract answers it. */
export const toGeoPlace = ({ prominence: _prominence, cityKey: _cityKey, ...place }: Place): GeoPlace =>
  place;

/**
 * The 12 macros a tracking (pixel) URL may carry in double braces, e.g. `{{CAMPAIGN_ID}}` (spec §3).
 * The ad server replaces each with the value named by its label.
 */
export const TRACKING_MACROS = [
  { value: 'IP_ADDRESS', label: 'IP address' },
  { value: 'HASHED_IP_ADDRESS', label: 'Hashed IP address' },
  { value: 'USER_AGENT', label: 'User agent' },
  { value: 'IMPRESSION_ID', label: 'Impression id' },
  { value: 'ADVERTISER_ID', label: 'Advertiser id' },
  { value: 'CAMPAIGN_ID', label: 'Campaign id' },
  { value: 'CREATIVE_ID', label: 'Creative id' },
  { value: 'COUNTRY_CODE', label: 'Country code' },
  { value: 'REGION_CODE', label: 'Region code' },
  { value: 'CITY_NAME', label: 'City name' },
  { value: 'TIMESTAMP_UTC', label: 'Timestamp (UTC)' },
  { value: 'RANDOM', label: 'Random number' },
] as const;

/** A supported tracking macro name, e.g. `'CAMPAIGN_ID'`. */
export type TrackingMacro = (typeof TRACKING_MACROS)[number]['value'];

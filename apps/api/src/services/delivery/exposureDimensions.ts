/*
 * The values the delivery simulator spreads a campaign's impressions over, beside its shows and
 * creatives: devices, dayparts and, for a campaign without geo targeting, where listeners are. Weights
 * are relative shares of listening.
 */

/** The devices listeners hear ads on, by id as stored (`campaign_exposures.device`). */
export const DEVICES = [
  { id: 'ios', name: 'iPhone and iPad', weight: 30 },
  { id: 'android', name: 'Android phones and tablets', weight: 28 },
  { id: 'desktop', name: 'Desktop and web', weight: 14 },
  { id: 'smart_speaker', name: 'Smart speakers', weight: 12 },
  { id: 'connected_car', name: 'Connected cars', weight: 9 },
  { id: 'connected_tv', name: 'Connected TV', weight: 7 },
] as const;

/** Parts of the day (UTC hours, the first included and the last not), in the order of the day. */
export const DAYPARTS = [
  { id: 'night', name: 'Night (00–06)', from: 0, to: 6 },
  { id: 'morning', name: 'Morning (06–10)', from: 6, to: 10 },
  { id: 'midday', name: 'Midday (10–15)', from: 10, to: 15 },
  { id: 'afternoon', name: 'Afternoon (15–19)', from: 15, to: 19 },
  { id: 'evening', name: 'Evening (19–24)', from: 19, to: 24 },
] as const;

/** Where listeners of a campaign without geo targeting are: ISO 3166-2 regions by share of listening. */
export const DEFAULT_REGIONS = [
  { region: 'US-CA', weight: 12 },
  { region: 'US-TX', weight: 9 },
  { region: 'US-NY', weight: 8 },
  { region: 'US-FL', weight: 7 },
  { region: 'US-IL', weight: 4 },
  { region: 'GB-ENG', weight: 8 },
  { region: 'GB-SCT', weight: 1 },
  { region: 'DE-BY', weight: 3 },
  { region: 'DE-BE', weight: 2 },
  { region: 'CA-ON', weight: 3 },
  { region: 'CA-QC', weight: 2 },
  { region: 'FR-IDF', weight: 2 },
  { region: 'ES-MD', weight: 1 },
  { region: 'MX-CMX', weight: 1 },
  { region: 'BR-SP', weight: 2 },
  { region: 'AU-NSW', weight: 2 },
] as const;

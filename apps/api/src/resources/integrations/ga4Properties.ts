import { createHash } from 'node:crypto';

/** A GA4 property the sandbox's stand-in Google account offers on the consent page. */
export type Ga4Property = { measurement_id: string; name: string };

/** Upper-case letters and digits of a hash, as GA4 measurement ids use them. */
function measurementId(seed: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(seed).digest('hex').slice(0, 16)}`)
    .toString(36)
    .toUpperCase()
    .padStart(10, '0')
    .slice(0, 10);
  return `G-${digits}`;
}

/**
 * The GA4 properties offered for an advertiser: its website and its app, with measurement ids
 * derived from the advertiser's uuid, so every sandbox gives the same ids.
 */
export function ga4PropertiesFor(advertiser: { uuid: string; name: string }): Ga4Property[] {
  return [
    { measurement_id: measurementId(`${advertiser.uuid}:web`), name: `${advertiser.name} – Website` },
    { measurement_id: measurementId(`${advertiser.uuid}:app`), name: `${advertiser.name} – App` },
  ];
}

/** Longest accepted text per kind of field, shared by the request schemas and their messages. */
export const TEXT_LIMITS = {
  /** Names of advertisers, campaigns, playlists, audiences, assets, creatives, integrations. */
  name: 200,
  /** First and last names of people. */
  personName: 100,
  /** File names announced for upload. */
  filename: 255,
  /** Address lines and legal company names. */
  addressLine: 200,
  city: 100,
  postalCode: 20,
  taxId: 50,
  /** Ids issued by the payment provider (buyer, payment method) or by uploads (correlation id). */
  externalId: 255,
  /** Ids of synthetic voices. */
  voiceId: 100,
  /** Audio scripts. */
  script: 5000,
  /** What a script suggestion should advertise. */
  description: 2000,
  /** URLs: first-party rule values, tracking URLs (click URLs take `MAX_URL_LENGTH`, 2048). */
  url: 2000,
  /** Playlist tags. */
  tag: 50,
  /** Search query text. */
  query: 500,
  /** Search filter expressions. */
  filter: 2000,
} as const;

/** Most items per list in request bodies. */
export const LIST_LIMITS = {
  inventoryIds: 5000,
  searches: 50,
  tags: 50,
  firstPartyRules: 50,
  cdpSegments: 100,
  /** Team members invited in one request. */
  teamMembers: 50,
  /** Ids of playlists, deals, audiences, creatives in a campaign; entries of targeting lists. */
  campaignIds: 500,
  trackingUrls: 20,
} as const;

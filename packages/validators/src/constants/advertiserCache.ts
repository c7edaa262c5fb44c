/** The cached advertiser list is refreshed once older than 30 minutes, in milliseconds (spec §4, §9). */
export const ADVERTISER_CACHE_TTL_MS = 1_800_000;

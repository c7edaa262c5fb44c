import type { VastPlayEvent } from '../../resources/creatives/vastDocument.ts';

/**
 * The pixel events an audio player sends from a creative's VAST tag, by VAST event. They are the
 * advertiser's custom events for reporting, but they come from players on publishers' pages, not
 * from the advertiser's site: they neither verify the pixel nor complete its onboarding step.
 */
export const VAST_PIXEL_EVENTS = {
  impression: 'vast_impression',
  start: 'vast_start',
  firstQuartile: 'vast_first_quartile',
  midpoint: 'vast_midpoint',
  thirdQuartile: 'vast_third_quartile',
  complete: 'vast_complete',
} as const satisfies Record<VastPlayEvent | 'impression', string>;

/** The names of {@link VAST_PIXEL_EVENTS}, for SQL (`name <> ALL($n)`) and lookups. */
export const PLAYER_EVENT_NAMES: readonly string[] = Object.values(VAST_PIXEL_EVENTS);

/** Whether a pixel event came from a player's VAST tracking rather than the advertiser's site. */
export const isPlayerEvent = (name: string): boolean => PLAYER_EVENT_NAMES.includes(name);

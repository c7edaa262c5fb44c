/** Kinds of inventory a playlist holds. */
export const PLAYLIST_TYPES = ['podcast', 'radio', 'streaming', 'emerging'] as const;

import * as z from 'zod';
import { PLAYLIST_TYPES } from '../constants/playlistTypes.ts';

/** An inventory item (a show, station or stream) as the search service returns it. */
export const inventoryItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  supply: z.string(),
  type: z.enum(PLAYLIST_TYPES),
  description: z.string(),
  dealid: z.string(),
  exchange: z.string(),
  open: z.boolean(),
  genres: z.array(z.string()),
  episode_count: z.number().int().nonnegative().optional(),
  frequency: z.number().nonnegative().optional(),
  audience_size: z.number().int().nonnegative(),
  weekly_impressions: z.number().int().nonnegative(),
  cpm_floor: z.number().nonnegative(),
  vector_distance: z.number().optional(),
});

/** An inventory item. */
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

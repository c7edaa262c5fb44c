import * as z from 'zod';
import { PLAYLIST_TYPES } from '../constants/playlistTypes.ts';
import { SEARCH_COLLECTIONS } from '../constants/search.ts';
import {
  hasSomeField,
  LIST_INVALID,
  requiredText,
  SOME_FIELD_REQUIRED,
  timestampField,
  tooMany,
  uuidField,
} from './fields.ts';
import { LIST_LIMITS, TEXT_LIMITS } from './limits.ts';

/** A search saved with a playlist, re-run to refresh its items. */
export const savedSearchSchema = z.strictObject(
  {
    collection: z.literal(
      SEARCH_COLLECTIONS.map((collection) => collection.value),
      { error: 'playlist.search.collection.invalid' },
    ),
    q: z.string({ error: 'field.invalid' }).max(TEXT_LIMITS.query, { error: 'playlist.search.q.max' }),
    filter_by: z
      .string({ error: 'field.invalid' })
      .max(TEXT_LIMITS.filter, { error: 'playlist.search.filter_by.max' })
      .optional(),
    facets: z.record(z.string(), z.array(z.string()), { error: 'playlist.search.facets.invalid' }).optional(),
  },
  { error: 'playlist.search.invalid' },
);

/** A search saved with a playlist. */
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** A playlist: a named list of inventory items of one type. */
export const playlistSchema = z.object({
  id: uuidField(),
  advertiser_id: uuidField(),
  name: z.string(),
  type: z.enum(PLAYLIST_TYPES),
  inventory_ids: z.array(z.string()),
  searches: z.array(savedSearchSchema.loose()),
  tags: z.array(z.string()),
  inventory_size: z.number().int().nonnegative(),
  reach: z.number().int().nonnegative(),
  created_at: timestampField(),
  updated_at: timestampField(),
});

/** A playlist. */
export type Playlist = z.infer<typeof playlistSchema>;

const playlistFields = {
  name: requiredText('playlist.name', TEXT_LIMITS.name),
  type: z.enum(PLAYLIST_TYPES, { error: 'playlist.type.invalid' }),
  inventory_ids: z
    .array(z.string({ error: 'field.invalid' }).min(1, { error: 'field.invalid' }), LIST_INVALID)
    .max(LIST_LIMITS.inventoryIds, tooMany('playlist.inventory_ids.max')),
  searches: z
    .array(savedSearchSchema, LIST_INVALID)
    .max(LIST_LIMITS.searches, tooMany('playlist.searches.max')),
  tags: z
    .array(requiredText('playlist.tag', TEXT_LIMITS.tag), LIST_INVALID)
    .max(LIST_LIMITS.tags, tooMany('playlist.tags.max')),
};

/** Body of `createPlaylist` and the playlist form: name and type required. */
export const createPlaylistBodySchema = z.strictObject({
  name: playlistFields.name,
  type: playlistFields.type,
  inventory_ids: playlistFields.inventory_ids.optional(),
  searches: playlistFields.searches.optional(),
  tags: playlistFields.tags.optional(),
});

/** Body of `createPlaylist`. */
export type CreatePlaylistBody = z.infer<typeof createPlaylistBodySchema>;

/** The playlist form: the same rules as the `createPlaylist` body. */
export const playlistFormSchema = createPlaylistBodySchema;

/** Body of `updatePlaylist`: any of name, inventory_ids, searches, tags; at least one. The type is fixed. */
export const updatePlaylistBodySchema = z
  .strictObject({
    name: playlistFields.name,
    inventory_ids: playlistFields.inventory_ids,
    searches: playlistFields.searches,
    tags: playlistFields.tags,
  })
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED);

/** Body of `updatePlaylist`. */
export type UpdatePlaylistBody = z.infer<typeof updatePlaylistBodySchema>;

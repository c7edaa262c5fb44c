import type { QueryClient } from '@tanstack/query-core';
import {
  advertiserMutation,
  advertiserQuery,
  itemQuery,
  type PlatformClient,
  required,
  type Schema,
  unwrap,
} from './core.ts';

const RESOURCE = 'playlists';
/** Spec §8 message. */
const PLAYLIST_REQUIRED = 'Missing required parameter playlist id';

/** GET /companies/{id}/playlists (listPlaylists). */
export function listPlaylistsQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  return advertiserQuery(advertiserId, RESOURCE, {}, (id, signal) =>
    unwrap(client.GET('/companies/{id}/playlists', { params: { path: { id } }, signal })),
  );
}

/** GET /companies/{id}/playlists/{playlistId} (getPlaylist); throws 'Missing required parameter playlist id'. */
export function getPlaylistQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  playlistId: string | null | undefined,
) {
  return itemQuery(advertiserId, RESOURCE, playlistId, PLAYLIST_REQUIRED, (id, playlistId, signal) =>
    unwrap(
      client.GET('/companies/{id}/playlists/{playlistId}', { params: { path: { id, playlistId } }, signal }),
    ),
  );
}

/** POST /companies/{id}/playlists (createPlaylist). */
export function createPlaylistMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createPlaylist',
    [RESOURCE],
    ({ body }: { advertiserId: string; body: Schema<'PlaylistCreate'> }, id) =>
      unwrap(client.POST('/companies/{id}/playlists', { params: { path: { id } }, body })),
  );
}

/** PATCH /companies/{id}/playlists/{playlistId} (updatePlaylist). */
export function updatePlaylistMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'updatePlaylist',
    [RESOURCE],
    (
      { playlistId, body }: { advertiserId: string; playlistId: string; body: Schema<'PlaylistUpdate'> },
      id,
    ) =>
      unwrap(
        client.PATCH('/companies/{id}/playlists/{playlistId}', {
          params: { path: { id, playlistId: required(playlistId, PLAYLIST_REQUIRED) } },
          body,
        }),
      ),
  );
}

/** DELETE /companies/{id}/playlists/{playlistId} (deletePlaylist). */
export function deletePlaylistMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'deletePlaylist',
    [RESOURCE],
    ({ playlistId }: { advertiserId: string; playlistId: string }, id) =>
      unwrap(
        client.DELETE('/companies/{id}/playlists/{playlistId}', {
          params: { path: { id, playlistId: required(playlistId, PLAYLIST_REQUIRED) } },
        }),
      ),
  );
}

import { itemQuery, listQuery, writeMutation } from './operationFactories.ts';

const PLAYLIST = { variable: 'playlistId', missing: 'Missing required parameter playlist id' } as const;

/** GET /companies/{id}/playlists (listPlaylists). */
export const listPlaylistsQuery = listQuery('listPlaylists', '/companies/{id}/playlists', 'playlists');

/** GET /companies/{id}/playlists/{playlistId} (getPlaylist); throws 'Missing required parameter playlist id'. */
export const getPlaylistQuery = itemQuery('getPlaylist', '/companies/{id}/playlists/{playlistId}', {
  resource: 'playlists',
  param: 'playlistId',
  missing: 'Missing required parameter playlist id',
});

/** POST /companies/{id}/playlists (createPlaylist). */
export const createPlaylistMutation = writeMutation('createPlaylist', 'post', '/companies/{id}/playlists', {
  invalidates: ['playlists'],
});

/** PATCH /companies/{id}/playlists/{playlistId} (updatePlaylist). */
export const updatePlaylistMutation = writeMutation(
  'updatePlaylist',
  'patch',
  '/companies/{id}/playlists/{playlistId}',
  { invalidates: ['playlists'], item: PLAYLIST },
);

/** DELETE /companies/{id}/playlists/{playlistId} (deletePlaylist). */
export const deletePlaylistMutation = writeMutation(
  'deletePlaylist',
  'delete',
  '/companies/{id}/playlists/{playlistId}',
  { invalidates: ['playlists'], item: PLAYLIST },
);

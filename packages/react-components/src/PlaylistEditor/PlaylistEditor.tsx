import type { InventorySearchClientOptions } from '@earshot/sdk-core';
import type { Playlist } from '@earshot/validators';
import { EditorScreen } from '../Form/EditorScreen.tsx';
import { useOnEntitySaved } from '../Form/useOnEntitySaved.ts';
import { useAdvertiser } from '../hooks/resources/advertisers.ts';
import { usePlaylist } from '../hooks/resources/playlists.ts';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './PlaylistEditor.css.ts';
import { PlaylistForm } from './PlaylistForm.tsx';

/** Props of {@link PlaylistEditor}. */
export interface PlaylistEditorProps {
  /** The advertiser owning the playlist (its uuid); its deals limit the inventory search. */
  advertiserId: string;
  /** The playlist's id, or 'new' to create one (route `inventory/{id}`). */
  playlistId: string;
  /** Where the inventory search service is and its search-only key. */
  search: InventorySearchClientOptions;
  /**
   * The path of the inventory section in the embedding app; a new playlist opens at `{basePath}/{id}` once saved.
   * @default `/{advertiserId}/inventory`
   */
  basePath?: string;
  /**
   * Called after a save.
   * @default navigates to the new playlist after creating it
   */
  onSaved?: (playlist: Playlist) => void;
  /**
   * Shows the playlist without changing it (view-only and reporting roles).
   * @default false
   */
  isReadOnly?: boolean;
}

/**
 * The playlist editor (route `inventory/{id}`): name, type and tags, the items and saved searches,
 * and the inventory search to add more; saves with POST for 'new', PATCH otherwise.
 */
export function PlaylistEditor({
  advertiserId,
  playlistId,
  search,
  basePath,
  onSaved,
  isReadOnly = false,
}: PlaylistEditorProps) {
  const t = useInventoryMessage();
  const isNew = playlistId === 'new';
  const advertiser = useAdvertiser(advertiserId);
  const playlist = usePlaylist(advertiserId, isNew ? null : playlistId);
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/inventory`;
  const onEntitySaved = useOnEntitySaved(
    onSaved,
    (saved: Playlist) => `${base}/${encodeURIComponent(saved.id)}`,
  );
  if (!playlistId) {
    return (
      <p role="alert" className={styles.error}>
        {t('playlistEditor.missingId')}
      </p>
    );
  }
  const loading = <Skeleton lines={5} label={t('playlistEditor.loading')} />;
  return (
    <EditorScreen
      query={playlist}
      isNew={isNew}
      loadFailed={t('playlistEditor.loadFailed')}
      loading={loading}
    >
      {(saved) =>
        advertiser.isPending ? (
          loading
        ) : (
          <PlaylistForm
            key={saved?.id ?? 'new'}
            advertiserId={advertiserId}
            playlist={saved as Playlist | null}
            deals={advertiser.data?.deals ?? []}
            search={search}
            isReadOnly={isReadOnly}
            onSaved={onEntitySaved}
          />
        )
      }
    </EditorScreen>
  );
}

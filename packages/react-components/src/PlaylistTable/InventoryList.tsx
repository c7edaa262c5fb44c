import { useId } from 'react';
import { usePlaylists } from '../hooks/resources/playlists.ts';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import { Link } from '../Link/Link.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { PlaylistTable, type PlaylistTableProps } from './PlaylistTable.tsx';

/** Props of {@link InventoryList}. */
export interface InventoryListProps
  extends Pick<PlaylistTableProps, 'selectionMode' | 'selectedKeys' | 'onSelectionChange' | 'height'> {
  /** The advertiser whose playlists are listed (its uuid). */
  advertiserId: string;
  /**
   * The path of the inventory section in the embedding app; playlists open at `{basePath}/{id}`,
   * and "New playlist" links to `{basePath}/new`.
   * @default `/{advertiserId}/inventory`
   */
  basePath?: string;
  /**
   * Opens a playlist.
   * @default navigates to `{basePath}/{id}` through the provider's `onNavigate`
   */
  onOpenPlaylist?: (playlistId: string) => void;
  /**
   * Hides "New playlist", for the roles that may not create playlists (view-only and reporting, spec §6).
   * @default false
   */
  isReadOnly?: boolean;
}

/** The inventory list screen (route `inventory`): the advertiser's playlists in a {@link PlaylistTable}. */
export function InventoryList({
  advertiserId,
  basePath,
  onOpenPlaylist,
  isReadOnly = false,
  ...tableProps
}: InventoryListProps) {
  const titleId = useId();
  const t = useInventoryMessage();
  const { navigate } = usePlatform();
  const playlists = usePlaylists(advertiserId);
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/inventory`;
  return (
    <section aria-labelledby={titleId}>
      <PageHeader
        title={<span id={titleId}>{t('inventoryList.title')}</span>}
        description={t('inventoryList.description')}
        actions={isReadOnly ? null : <Link href={`${base}/new`}>{t('inventoryList.new')}</Link>}
      />
      <PlaylistTable
        {...tableProps}
        playlists={playlists.data}
        isLoading={playlists.isPending}
        error={playlists.error}
        onRetry={() => void playlists.refetch()}
        onRowAction={(playlist) =>
          onOpenPlaylist
            ? onOpenPlaylist(playlist.id)
            : navigate(`${base}/${encodeURIComponent(playlist.id)}`)
        }
      />
    </section>
  );
}

import { useFormatters, usePlaylists } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { ListScreen } from './ListScreen.tsx';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/** inventory: the advertiser's playlists, with the columns of spec §2. */
export function PlaylistsScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  return (
    <ListScreen
      title={t('navigation.inventory')}
      query={usePlaylists(advertiser.uuid)}
      href={(playlist) => path(`inventory/${playlist.id}`)}
      actions={[{ label: t('action.newPlaylist'), href: path('inventory/new') }]}
      columns={[
        { id: 'name', label: t('column.name'), render: (playlist) => playlist.name },
        { id: 'type', label: t('column.type'), render: (playlist) => playlist.type },
        {
          id: 'items',
          label: t('column.items'),
          render: (playlist) => format.number(playlist.inventory_size),
        },
        {
          id: 'created',
          label: t('column.createdAt'),
          render: (playlist) => format.date(playlist.created_at),
        },
        { id: 'tags', label: t('column.tags'), render: (playlist) => playlist.tags.join(', ') },
      ]}
    />
  );
}

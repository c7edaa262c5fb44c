import { useFormatters, usePlaylist } from '@earshot/react-components';
import { useParams } from 'react-router';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { DetailScreen } from './DetailScreen.tsx';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/** inventory/{id}: a playlist. */
export function PlaylistScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const { id } = useParams();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  return (
    <DetailScreen
      title={t('page.playlist')}
      id={id}
      query={usePlaylist(advertiser.uuid, id === 'new' ? null : id)}
      name={(playlist) => playlist.name}
      back={{ label: t('navigation.inventory'), href: path('inventory') }}
      entries={(playlist) => [
        [t('column.type'), playlist.type],
        [t('column.items'), format.number(playlist.inventory_size)],
        [t('column.tags'), playlist.tags.join(', ')],
        [t('column.createdAt'), format.date(playlist.created_at)],
      ]}
    />
  );
}

import { PlaylistEditor, usePlaylist } from '@earshot/react-components';
import { useParams } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { PageTrail } from '../layout/PageTrail.tsx';
import { useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** inventory/{id}: the playlist editor; id 'new' creates a playlist. */
export function PlaylistScreen() {
  const t = useAppMessage();
  const { id = 'new' } = useParams();
  const { config } = useAppServices();
  const props = useAdvertiserScreenProps('inventory');
  const isNew = id === 'new';
  const playlist = usePlaylist(props.advertiserId, isNew ? null : id);
  const label = isNew ? t('page.playlistNew') : (playlist.data?.name ?? t('page.playlist'));
  return (
    <>
      <PageTrail steps={[{ label: t('navigation.inventory'), href: props.basePath }, { label }]} />
      <PlaylistEditor
        playlistId={id}
        search={{ baseUrl: config.searchUrl, apiKey: config.searchApiKey }}
        {...props}
      />
    </>
  );
}

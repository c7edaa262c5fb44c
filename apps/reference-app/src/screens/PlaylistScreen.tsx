import { PlaylistEditor } from '@earshot/react-components';
import { useParams } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.ts';
import { useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** inventory/{id}: the playlist editor; id 'new' creates a playlist. */
export function PlaylistScreen() {
  const { id = 'new' } = useParams();
  const { config } = useAppServices();
  return (
    <PlaylistEditor
      playlistId={id}
      search={{ baseUrl: config.searchUrl, apiKey: config.searchApiKey }}
      {...useAdvertiserScreenProps('inventory')}
    />
  );
}

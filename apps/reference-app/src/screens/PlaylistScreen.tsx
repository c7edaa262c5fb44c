import { PlaylistEditor } from '@earshot/react-components';
import { advertiserSegment } from '@earshot/sdk-core';
import { useParams } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.ts';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/** inventory/{id}: the playlist editor; id 'new' creates a playlist. */
export function PlaylistScreen() {
  const { id = 'new' } = useParams();
  const { config } = useAppServices();
  const advertiser = useActiveAdvertiser();
  return (
    <PlaylistEditor
      advertiserId={advertiser.uuid}
      playlistId={id}
      search={{ baseUrl: config.searchUrl, apiKey: config.searchApiKey }}
      basePath={`/${advertiserSegment(advertiser)}/inventory`}
      isReadOnly={!useCanEdit()}
    />
  );
}

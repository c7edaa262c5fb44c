import { CreativeEditor } from '@earshot/react-components';
import { useParams } from 'react-router';
import { useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** creatives/{id}: an audio file and its companion display ad; 'new' creates one. */
export function CreativeScreen() {
  const { id = 'new' } = useParams();
  return <CreativeEditor key={id} creativeId={id} {...useAdvertiserScreenProps('creatives')} />;
}

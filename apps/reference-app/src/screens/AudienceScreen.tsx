import { AudienceEditor } from '@earshot/react-components';
import { useParams } from 'react-router';
import { useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** audience/{id}: the audience editor; id 'new' creates an audience. */
export function AudienceScreen() {
  const { id = 'new' } = useParams();
  return <AudienceEditor audienceId={id} {...useAdvertiserScreenProps('audience')} />;
}

import { AudienceEditor, useAudience } from '@earshot/react-components';
import { useParams } from 'react-router';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { PageTrail } from '../layout/PageTrail.tsx';
import { useAdvertiserPath, useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** audience/{id}: the audience editor; id 'new' creates an audience. */
export function AudienceScreen() {
  const t = useAppMessage();
  const { id = 'new' } = useParams();
  const props = useAdvertiserScreenProps('audience');
  const path = useAdvertiserPath();
  const isNew = id === 'new';
  const audience = useAudience(props.advertiserId, isNew ? null : id);
  const label = isNew ? t('page.audienceNew') : (audience.data?.name ?? t('page.audience'));
  return (
    <>
      {/* An audience opens under audience/, its list is audiences/. */}
      <PageTrail steps={[{ label: t('navigation.audiences'), href: path('audiences') }, { label }]} />
      <AudienceEditor audienceId={id} {...props} />
    </>
  );
}

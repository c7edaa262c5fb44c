import { CreativeEditor, useCreative } from '@earshot/react-components';
import { useParams } from 'react-router';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { PageTrail } from '../layout/PageTrail.tsx';
import { useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** creatives/{id}: an audio file and its companion display ad; 'new' creates one. */
export function CreativeScreen() {
  const t = useAppMessage();
  const { id = 'new' } = useParams();
  const props = useAdvertiserScreenProps('creatives');
  const isNew = id === 'new';
  const creative = useCreative(props.advertiserId, isNew ? null : id);
  const label = isNew ? t('page.creativeNew') : (creative.data?.name ?? t('page.creative'));
  return (
    <>
      <PageTrail steps={[{ label: t('navigation.creatives'), href: props.basePath }, { label }]} />
      <CreativeEditor key={id} creativeId={id} {...props} />
    </>
  );
}

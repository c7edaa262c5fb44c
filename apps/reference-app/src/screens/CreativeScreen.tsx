import { useCreative, useFormatters } from '@earshot/react-components';
import { useParams } from 'react-router';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { DetailScreen } from './DetailScreen.tsx';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/** creatives/{id}: an audio file and its companion display ad. */
export function CreativeScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const { id } = useParams();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  return (
    <DetailScreen
      title={t('page.creative')}
      id={id}
      query={useCreative(advertiser.uuid, id === 'new' ? null : id)}
      name={(creative) => creative.name}
      back={{ label: t('navigation.creatives'), href: path('creatives') }}
      entries={(creative) => [
        [t('column.status'), creative.status],
        [t('field.file'), creative.audio_filename],
        [t('field.clickUrl'), creative.click_url],
        [t('column.updatedAt'), format.date(creative.updated_at)],
      ]}
    />
  );
}

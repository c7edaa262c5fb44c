import { useAsset, useFormatters } from '@earshot/react-components';
import { useParams } from 'react-router';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { DetailScreen } from './DetailScreen.tsx';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/** assets/{id} and assets/generate/{id}: an uploaded or generated audio asset. */
export function AssetScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const { id } = useParams();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  const isNew = id === 'new';
  return (
    <DetailScreen
      title={t('page.asset')}
      id={id}
      query={useAsset(advertiser.uuid, isNew ? null : id)}
      name={(asset) => asset.name}
      back={{ label: t('navigation.assets'), href: path('assets') }}
      entries={(asset) => [
        [t('field.kind'), asset.kind],
        [t('column.status'), asset.status],
        [t('field.file'), asset.filename],
        [t('field.duration'), asset.duration_seconds === null ? null : format.number(asset.duration_seconds)],
        [t('field.script'), asset.script],
        [t('column.createdAt'), format.date(asset.created_at)],
      ]}
    >
      {(asset) =>
        asset.file_url ? (
          // biome-ignore lint/a11y/useMediaCaption: user-provided audio ads come without captions
          <audio controls src={asset.file_url} aria-label={asset.name} />
        ) : null
      }
    </DetailScreen>
  );
}

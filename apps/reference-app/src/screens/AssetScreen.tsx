import { AssetUploader, Link, PageHeader, useAsset, useFormatters } from '@earshot/react-components';
import { useMatch, useNavigate, useParams } from 'react-router';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { DetailScreen } from './DetailScreen.tsx';
import { useActiveAdvertiser, useAdvertiserPath, useCanEdit } from './useActiveAdvertiser.ts';

/** assets/{id} and assets/generate/{id}: an asset; assets/new uploads new audio ads. */
export function AssetScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const { id } = useParams();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const isUpload = useMatch('/:advertiserId/assets/new') !== null;
  const asset = useAsset(advertiser.uuid, id === 'new' ? null : id);
  if (isUpload && canEdit) {
    return (
      <>
        <PageHeader
          title={t('action.uploadAsset')}
          actions={<Link href={path('assets')}>{t('navigation.assets')}</Link>}
        />
        <AssetUploader
          advertiserId={advertiser.uuid}
          onUploaded={(uploaded) => navigate(path(`assets/${encodeURIComponent(uploaded.uuid)}`))}
        />
      </>
    );
  }
  return (
    <DetailScreen
      title={t('page.asset')}
      id={id}
      query={asset}
      name={(loaded) => loaded.name}
      back={{ label: t('navigation.assets'), href: path('assets') }}
      entries={(loaded) => [
        [t('field.kind'), loaded.kind],
        [t('column.status'), loaded.status],
        [t('field.file'), loaded.filename],
        [
          t('field.duration'),
          loaded.duration_seconds === null ? null : format.number(loaded.duration_seconds),
        ],
        [t('field.script'), loaded.script],
        [t('column.createdAt'), format.date(loaded.created_at)],
      ]}
    >
      {(loaded) =>
        loaded.file_url ? (
          // biome-ignore lint/a11y/useMediaCaption: user-provided audio ads come without captions
          <audio controls src={loaded.file_url} aria-label={loaded.name} />
        ) : null
      }
    </DetailScreen>
  );
}

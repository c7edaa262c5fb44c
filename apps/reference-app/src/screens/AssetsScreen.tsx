import { useAssets, useFormatters } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { ListScreen } from './ListScreen.tsx';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/** assets: uploaded and generated audio ads. */
export function AssetsScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  return (
    <ListScreen
      title={t('navigation.assets')}
      query={useAssets(advertiser.uuid)}
      rowKey={(asset) => asset.uuid}
      href={(asset) =>
        path(asset.kind === 'generated' ? `assets/generate/${asset.uuid}` : `assets/${asset.uuid}`)
      }
      actions={[
        { label: t('action.uploadAsset'), href: path('assets/new-creative') },
        { label: t('action.generateAudio'), href: path('assets/generate/new-audio') },
      ]}
      columns={[
        { id: 'name', label: t('column.name'), render: (asset) => asset.name },
        { id: 'kind', label: t('field.kind'), render: (asset) => asset.kind },
        { id: 'status', label: t('column.status'), render: (asset) => asset.status },
        { id: 'created', label: t('column.createdAt'), render: (asset) => format.date(asset.created_at) },
      ]}
    />
  );
}

import { AssetUploader } from '../AssetUploader/AssetUploader.tsx';
import { EditorScreen } from '../Form/EditorScreen.tsx';
import { useAsset } from '../hooks/resources/assets.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { Link } from '../Link/Link.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './AssetEditor.css.ts';
import { AssetForm } from './AssetForm.tsx';

/** Props of {@link AssetEditor}. */
export interface AssetEditorProps {
  /** The advertiser the asset belongs to (its uuid). */
  advertiserId: string;
  /** The asset's uuid, or 'new' to upload audio files as new assets. */
  assetId: string;
  /**
   * The path of the assets section in the embedding app; "Back to assets" links to it and deleting
   * the asset navigates there.
   * @default `/{advertiserId}/assets`
   */
  basePath?: string;
  /**
   * Shows the asset without renaming or deleting it; with `new`, refuses files.
   * @default false
   */
  isReadOnly?: boolean;
}

/**
 * The asset editor screen (route `assets/{id}`): with `new`, the {@link AssetUploader}; otherwise the
 * uploaded asset with its player, its name to change, its pre-flight, normalizing for a destination
 * (which makes a new asset, linked once made) and deletion.
 */
export function AssetEditor({ advertiserId, assetId, basePath, isReadOnly = false }: AssetEditorProps) {
  const t = useAssetMessage();
  const { navigate } = usePlatform();
  const isNew = assetId === 'new';
  const asset = useAsset(advertiserId, isNew ? null : assetId);
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/assets`;
  const back = <Link href={base}>{t('assetEditor.back')}</Link>;
  if (isNew) {
    return (
      <section className={styles.root}>
        <PageHeader
          title={t('assetEditor.titleNew')}
          description={t('assetEditor.descriptionNew')}
          actions={back}
        />
        <AssetUploader advertiserId={advertiserId} isReadOnly={isReadOnly} />
      </section>
    );
  }
  return (
    <EditorScreen
      query={asset}
      isNew={false}
      loadFailed={t('assetEditor.loadFailed')}
      retryLabel={t('assetList.retry')}
      loading={<Skeleton lines={4} label={t('assetEditor.loading')} />}
      back={back}
    >
      {(saved) =>
        saved ? (
          <AssetForm
            key={saved.uuid}
            advertiserId={advertiserId}
            asset={saved}
            base={base}
            isReadOnly={isReadOnly}
            onDeleted={() => navigate(base)}
          />
        ) : null
      }
    </EditorScreen>
  );
}

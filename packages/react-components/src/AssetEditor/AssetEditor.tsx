import { AssetUploader } from '../AssetUploader/AssetUploader.tsx';
import { Button } from '../Button/Button.tsx';
import { useAsset } from '../hooks/useAsset.ts';
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
 * uploaded asset with its player, its name to change and deletion.
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
  if (asset.isError) {
    return (
      <section className={styles.root} role="alert">
        <p className={styles.error}>{t('assetEditor.loadFailed')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => void asset.refetch()}>
            {t('assetList.retry')}
          </Button>
          {back}
        </div>
      </section>
    );
  }
  if (asset.isPending) return <Skeleton lines={4} label={t('assetEditor.loading')} />;
  return (
    <section className={styles.root}>
      {back}
      <AssetForm
        key={asset.data.uuid}
        advertiserId={advertiserId}
        asset={asset.data}
        isReadOnly={isReadOnly}
        onDeleted={() => navigate(base)}
      />
    </section>
  );
}

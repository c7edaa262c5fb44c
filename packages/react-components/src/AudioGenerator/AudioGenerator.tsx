import { Button } from '../Button/Button.tsx';
import { useAsset } from '../hooks/useAsset.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { Link } from '../Link/Link.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './AudioGenerator.css.ts';
import { GeneratorForm } from './GeneratorForm.tsx';

/** Props of {@link AudioGenerator}. */
export interface AudioGeneratorProps {
  /** The advertiser the asset belongs to (its uuid). */
  advertiserId: string;
  /** The generated asset's uuid, or 'new' to generate a new one. */
  assetId: string;
  /**
   * The path of the assets section in the embedding app: "Back to assets" links to it, and a new
   * asset, once kept, opens at `{basePath}/generate/{uuid}`.
   * @default `/{advertiserId}/assets`
   */
  basePath?: string;
  /**
   * Shows the asset and its versions without generating or keeping.
   * @default false
   */
  isReadOnly?: boolean;
}

/**
 * The audio generator screen (route `assets/generate/{id}`): pick a voice, write a script or use a
 * suggested one, generate versions, play and compare them, and keep one as the asset.
 */
export function AudioGenerator({ advertiserId, assetId, basePath, isReadOnly = false }: AudioGeneratorProps) {
  const t = useAssetMessage();
  const isNew = assetId === 'new';
  const asset = useAsset(advertiserId, isNew ? null : assetId);
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/assets`;
  const back = <Link href={base}>{t('assetEditor.back')}</Link>;
  if (!isNew && asset.isError) {
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
  if (!isNew && asset.isPending) return <Skeleton lines={6} label={t('assetEditor.loading')} />;
  return (
    <section className={styles.root}>
      {back}
      <GeneratorForm
        key={asset.data?.uuid ?? 'new'}
        advertiserId={advertiserId}
        asset={asset.data ?? null}
        base={base}
        isReadOnly={isReadOnly}
      />
    </section>
  );
}

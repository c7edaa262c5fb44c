import { EditorScreen } from '../Form/EditorScreen.tsx';
import { useAsset } from '../hooks/resources/assets.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { Link } from '../Link/Link.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
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
  return (
    <EditorScreen
      query={asset}
      isNew={isNew}
      loadFailed={t('assetEditor.loadFailed')}
      retryLabel={t('assetList.retry')}
      loading={<Skeleton lines={6} label={t('assetEditor.loading')} />}
      back={<Link href={base}>{t('assetEditor.back')}</Link>}
    >
      {(saved) => (
        <GeneratorForm
          key={saved?.uuid ?? 'new'}
          advertiserId={advertiserId}
          asset={saved}
          base={base}
          isReadOnly={isReadOnly}
        />
      )}
    </EditorScreen>
  );
}

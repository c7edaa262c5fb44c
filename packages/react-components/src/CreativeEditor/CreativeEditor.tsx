import { EditorScreen } from '../Form/EditorScreen.tsx';
import { useCreative } from '../hooks/resources/creatives.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { Link } from '../Link/Link.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { CreativeForm } from './CreativeForm.tsx';
import { DEFAULT_DISPLAY_AD_SIZES, type PixelSize, readImageSize } from './creativeFileRules.ts';

/** Props of {@link CreativeEditor}. */
export interface CreativeEditorProps {
  /** The advertiser the creative belongs to (its uuid). */
  advertiserId: string;
  /** The creative's id, or 'new' to create one. */
  creativeId: string;
  /**
   * The path of the creatives section in the embedding app: "Back to creatives" links to it, deleting
   * navigates there, and a new creative opens at `{basePath}/{id}` once saved.
   * @default `/{advertiserId}/creatives`
   */
  basePath?: string;
  /**
   * Shows the creative without changing or deleting it.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * The pixel sizes a companion display ad may have.
   * @default 300×250 and 640×640
   */
  displayAdSizes?: readonly PixelSize[];
  /**
   * Reads an image file's pixel size, rejecting when it is not an image.
   * @default the browser's image decoder
   */
  readImageSize?: (file: File) => Promise<PixelSize>;
}

/**
 * The creative editor screen (route `creatives/{id}`): a name, audio from an asset or an uploaded
 * file, a companion display ad image (type and pixel size checked before upload) and a click URL,
 * previewed together; an existing creative can be deleted, and its VAST tag URL copied.
 */
export function CreativeEditor({
  advertiserId,
  creativeId,
  basePath,
  isReadOnly = false,
  displayAdSizes = DEFAULT_DISPLAY_AD_SIZES,
  readImageSize: readSize = readImageSize,
}: CreativeEditorProps) {
  const t = useAssetMessage();
  const isNew = creativeId === 'new';
  const creative = useCreative(advertiserId, isNew ? null : creativeId);
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/creatives`;
  return (
    <EditorScreen
      query={creative}
      isNew={isNew}
      loadFailed={t('creativeEditor.loadFailed')}
      retryLabel={t('assetList.retry')}
      loading={<Skeleton lines={5} label={t('creativeList.loading')} />}
      back={<Link href={base}>{t('creativeEditor.back')}</Link>}
    >
      {(saved) => (
        <CreativeForm
          key={saved?.id ?? 'new'}
          advertiserId={advertiserId}
          creative={saved}
          base={base}
          isReadOnly={isReadOnly}
          displayAdSizes={displayAdSizes}
          readImageSize={readSize}
        />
      )}
    </EditorScreen>
  );
}

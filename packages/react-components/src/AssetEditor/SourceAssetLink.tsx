import { assetPath } from '../AssetList/AssetList.tsx';
import { useAsset } from '../hooks/resources/assets.ts';
import { Link } from '../Link/Link.tsx';

/** Props of {@link SourceAssetLink}. */
export interface SourceAssetLinkProps {
  advertiserId: string;
  /** The original's uuid (an asset's `source_asset_uuid`). */
  uuid: string;
  /** The assets section's path. */
  base: string;
}

/** A link to the asset a normalized copy was made from, named after it once it has loaded. */
export function SourceAssetLink({ advertiserId, uuid, base }: SourceAssetLinkProps) {
  const source = useAsset(advertiserId, uuid);
  return (
    <Link href={assetPath(base, source.data ?? { kind: 'uploaded', uuid })}>{source.data?.name ?? uuid}</Link>
  );
}

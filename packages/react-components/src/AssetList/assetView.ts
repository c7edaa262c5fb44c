import type { Schema } from '@earshot/sdk-core';

/** An asset of an advertiser. */
type Asset = Schema<'Asset'>;

/** The columns the assets list sorts by. */
export type AssetSortColumn = 'name' | 'kind' | 'duration' | 'created';

/** How the assets list is sorted. */
export interface AssetSort {
  column: AssetSortColumn;
  direction: 'ascending' | 'descending';
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const compare: Record<AssetSortColumn, (a: Asset, b: Asset) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  kind: (a, b) => a.kind.localeCompare(b.kind),
  // Assets whose length is not known yet come first when ascending.
  duration: (a, b) => (a.duration_seconds ?? -1) - (b.duration_seconds ?? -1),
  created: (a, b) => a.created_at.localeCompare(b.created_at),
};

/** The assets whose name or file name contains `search` (any case), in `sort`'s order. */
export function assetView(assets: readonly Asset[], search: string, sort: AssetSort): Asset[] {
  const needle = search.trim().toLowerCase();
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return assets
    .filter(
      (asset) =>
        !needle || asset.name.toLowerCase().includes(needle) || asset.filename.toLowerCase().includes(needle),
    )
    .sort((a, b) => sign * compare[sort.column](a, b) || collator.compare(a.name, b.name));
}

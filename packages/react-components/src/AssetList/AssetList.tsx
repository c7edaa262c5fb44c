import type { Schema } from '@earshot/sdk-core';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { formatDuration } from '../AssetUploader/formatDuration.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useAssets, useDeleteAsset } from '../hooks/resources/assets.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { Link } from '../Link/Link.tsx';
import type { DataColumn } from '../ListScreen/DataTable.tsx';
import { ListScreen } from '../ListScreen/ListScreen.tsx';
import { PreflightBadge } from '../Preflight/PreflightBadge.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { type AssetSort, type AssetSortColumn, assetView } from './assetView.ts';
import { PlayableTable } from './PlayableTable.tsx';

type Asset = Schema<'Asset'>;

/** Props of {@link AssetList}. */
export interface AssetListProps {
  /** The advertiser whose assets are listed (its uuid). */
  advertiserId: string;
  /**
   * The path of the assets section in the embedding app: an uploaded asset opens at `{basePath}/{uuid}`,
   * a generated one at `{basePath}/generate/{uuid}`; "Upload audio" links to `{basePath}/new` and
   * "Generate audio" to `{basePath}/generate/new`.
   * @default `/{advertiserId}/assets`
   */
  basePath?: string;
  /**
   * Hides uploading, generating and deleting.
   * @default false
   */
  isReadOnly?: boolean;
}

/** Where an asset opens: the generator for generated audio, the asset editor for uploaded files. */
export const assetPath = (base: string, asset: Pick<Asset, 'kind' | 'uuid'>) =>
  `${base}/${asset.kind === 'generated' ? 'generate/' : ''}${encodeURIComponent(asset.uuid)}`;

/**
 * The assets list screen: search by name, sort by name, origin, length or date, each asset's pre-flight
 * verdict, play an asset in place (its waveform from the stored peaks, never decoded) and delete it
 * after confirming.
 */
export function AssetList({ advertiserId, basePath, isReadOnly = false }: AssetListProps) {
  const t = useAssetMessage();
  const format = useFormatters();
  const assets = useAssets(advertiserId);
  const deleteAsset = useDeleteAsset();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AssetSort>({ column: 'created', direction: 'descending' });
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/assets`;
  const rows = useMemo(() => assetView(assets.data ?? [], search, sort), [assets.data, search, sort]);
  const columns: DataColumn<Asset>[] = [
    {
      id: 'name',
      title: t('assetList.column.name'),
      isRowHeader: true,
      allowsSorting: true,
      cell: (asset) => <Link href={assetPath(base, asset)}>{asset.name}</Link>,
    },
    {
      id: 'kind',
      title: t('assetList.column.kind'),
      allowsSorting: true,
      cell: ({ kind }) => t(kind === 'generated' ? 'assetKind.generated' : 'assetKind.uploaded'),
    },
    {
      id: 'duration',
      title: t('assetList.column.duration'),
      allowsSorting: true,
      cell: ({ duration_seconds, status }) =>
        duration_seconds === null ? t(`assetStatus.${status}`) : formatDuration(duration_seconds),
    },
    {
      id: 'preflight',
      title: t('assetList.column.preflight'),
      cell: (asset) =>
        asset.preflight || asset.status === 'ready' || asset.status === 'processing' ? (
          <PreflightBadge result={asset.preflight} />
        ) : null,
    },
    {
      id: 'created',
      title: t('assetList.column.created'),
      allowsSorting: true,
      cell: ({ created_at }) => format.date(created_at),
    },
  ];

  return (
    <ListScreen
      title={t('assetList.title')}
      description={t('assetList.description')}
      actions={
        isReadOnly ? null : (
          <>
            <Link href={`${base}/new`}>{t('assetList.upload')}</Link>
            <Link href={`${base}/generate/new`}>{t('assetList.generate')}</Link>
          </>
        )
      }
      query={assets}
      loading={<Skeleton lines={5} label={t('assetList.loading')} />}
      loadFailed={t('assetList.error')}
      retryLabel={t('assetList.retry')}
    >
      {() => (
        <>
          <SearchField label={t('assetList.search')} value={search} onChange={setSearch} />
          <PlayableTable
            aria-label={t('assetList.title')}
            sortDescriptor={sort}
            onSortChange={({ column, direction }: SortDescriptor) =>
              setSort({ column: column as AssetSortColumn, direction })
            }
            columns={columns}
            items={rows}
            rowId={(asset) => asset.uuid}
            empty={
              <EmptyState
                headingLevel={2}
                title={t(search ? 'assetList.noMatch.title' : 'assetList.empty.title')}
                description={t(search ? 'assetList.noMatch.description' : 'assetList.empty.description')}
              />
            }
            audioUrl={(asset) => asset.file_url}
            waveform={(asset) => ({ peaks: asset.peaks, duration: asset.duration_seconds })}
            isReadOnly={isReadOnly}
            onDelete={(asset) => deleteAsset.mutateAsync({ advertiserId, uuid: asset.uuid })}
            deleteDescription={t('assetList.confirmDelete.description')}
          />
        </>
      )}
    </ListScreen>
  );
}

import type { Schema } from '@earshot/sdk-core';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { formatDuration } from '../AssetUploader/formatDuration.ts';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useAssets } from '../hooks/useAssets.ts';
import { useDeleteAsset } from '../hooks/useDeleteAsset.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { Link } from '../Link/Link.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table.tsx';
import * as styles from './AssetList.css.ts';
import { type AssetSort, type AssetSortColumn, assetView } from './assetView.ts';
import { PlayDeleteActions } from './PlayDeleteActions.tsx';

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
 * The assets list screen: search by name, sort by name, origin, length or date, play an asset in
 * place and delete it after confirming.
 */
export function AssetList({ advertiserId, basePath, isReadOnly = false }: AssetListProps) {
  const t = useAssetMessage();
  const format = useFormatters();
  const { toasts } = usePlatform();
  const assets = useAssets(advertiserId);
  const deleteAsset = useDeleteAsset();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AssetSort>({ column: 'created', direction: 'descending' });
  const [playing, setPlaying] = useState<Asset | null>(null);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/assets`;
  const rows = useMemo(() => assetView(assets.data ?? [], search, sort), [assets.data, search, sort]);
  const state = assets.isError ? 'error' : assets.isPending ? 'loading' : 'ready';

  const remove = async (asset: Asset) => {
    try {
      await deleteAsset.mutateAsync({ advertiserId, uuid: asset.uuid });
      if (playing?.uuid === asset.uuid) setPlaying(null);
      toasts.notify({ kind: 'success', message: t('assetList.deleted', { name: asset.name }) });
    } catch (error) {
      toasts.notify({
        kind: 'error',
        message: t('assetList.deleteFailed', { name: asset.name, message: (error as Error).message }),
      });
    }
  };

  return (
    <section className={styles.root} data-state={state}>
      <PageHeader
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
      />
      <QueryStates
        query={assets}
        loading={<Skeleton lines={5} label={t('assetList.loading')} />}
        loadFailed={t('assetList.error')}
        retryLabel={t('assetList.retry')}
        failure={{ variant: 'panel' }}
      >
        {() => (
          <>
            <SearchField label={t('assetList.search')} value={search} onChange={setSearch} />
            {playing?.file_url ? (
              <div className={styles.player}>
                <p className={styles.playerTitle}>{t('assetList.nowPlaying', { name: playing.name })}</p>
                {/* biome-ignore lint/a11y/useMediaCaption: an audio ad's preview; its script is on the asset */}
                <audio
                  controls
                  autoPlay
                  src={playing.file_url}
                  aria-label={t('assetUploader.preview', { name: playing.name })}
                />
              </div>
            ) : null}
            <Table
              aria-label={t('assetList.title')}
              sortDescriptor={sort}
              onSortChange={({ column, direction }: SortDescriptor) =>
                setSort({ column: column as AssetSortColumn, direction })
              }
            >
              <TableHeader>
                <Column id="name" isRowHeader allowsSorting>
                  {t('assetList.column.name')}
                </Column>
                <Column id="kind" allowsSorting>
                  {t('assetList.column.kind')}
                </Column>
                <Column id="duration" allowsSorting>
                  {t('assetList.column.duration')}
                </Column>
                <Column id="created" allowsSorting>
                  {t('assetList.column.created')}
                </Column>
                <Column id="actions">{t('assetList.column.actions')}</Column>
              </TableHeader>
              <TableBody
                items={rows}
                renderEmptyState={() => (
                  <EmptyState
                    headingLevel={2}
                    title={t(search ? 'assetList.noMatch.title' : 'assetList.empty.title')}
                    description={t(search ? 'assetList.noMatch.description' : 'assetList.empty.description')}
                  />
                )}
              >
                {(asset) => (
                  <Row id={asset.uuid}>
                    <Cell>
                      <Link href={assetPath(base, asset)}>{asset.name}</Link>
                    </Cell>
                    <Cell>
                      {t(asset.kind === 'generated' ? 'assetKind.generated' : 'assetKind.uploaded')}
                    </Cell>
                    <Cell>
                      {asset.duration_seconds === null
                        ? t(`assetStatus.${asset.status}`)
                        : formatDuration(asset.duration_seconds)}
                    </Cell>
                    <Cell>{format.date(asset.created_at)}</Cell>
                    <Cell>
                      <PlayDeleteActions
                        name={asset.name}
                        canPlay={Boolean(asset.file_url)}
                        isReadOnly={isReadOnly}
                        onPlay={() => setPlaying(asset)}
                        onDelete={() => setDeleting(asset)}
                      />
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </>
        )}
      </QueryStates>
      <ConfirmDialog
        title={t('assetList.confirmDelete.title', { name: deleting?.name ?? '' })}
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        confirmLabel={t('assetList.deleteShort')}
        isDestructive
      >
        {t('assetList.confirmDelete.description')}
      </ConfirmDialog>
    </section>
  );
}

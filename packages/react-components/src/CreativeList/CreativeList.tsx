import type { Schema } from '@earshot/sdk-core';
import { useState } from 'react';
import * as styles from '../AssetList/AssetList.css.ts';
import { PlayDeleteActions } from '../AssetList/PlayDeleteActions.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useCreatives } from '../hooks/useCreatives.ts';
import { useDeleteCreative } from '../hooks/useDeleteCreative.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { Link } from '../Link/Link.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table.tsx';

type Creative = Schema<'Creative'>;

/** Props of {@link CreativeList}. */
export interface CreativeListProps {
  /** The advertiser whose creatives are listed (its uuid). */
  advertiserId: string;
  /**
   * The path of the creatives section in the embedding app: a creative opens at `{basePath}/{id}` and
   * "New creative" links to `{basePath}/new`.
   * @default `/{advertiserId}/creatives`
   */
  basePath?: string;
  /**
   * Hides creating and deleting.
   * @default false
   */
  isReadOnly?: boolean;
}

/** The creatives list screen: name, state, audio to play, companion ad and date; delete after confirming. */
export function CreativeList({ advertiserId, basePath, isReadOnly = false }: CreativeListProps) {
  const t = useAssetMessage();
  const format = useFormatters();
  const { toasts } = usePlatform();
  const creatives = useCreatives(advertiserId);
  const deleteCreative = useDeleteCreative();
  const [playing, setPlaying] = useState<Creative | null>(null);
  const [deleting, setDeleting] = useState<Creative | null>(null);
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/creatives`;
  const state = creatives.isError ? 'error' : creatives.isPending ? 'loading' : 'ready';

  const remove = async (creative: Creative) => {
    try {
      await deleteCreative.mutateAsync({ advertiserId, creativeId: creative.id });
      if (playing?.id === creative.id) setPlaying(null);
      toasts.notify({ kind: 'success', message: t('assetList.deleted', { name: creative.name }) });
    } catch (error) {
      toasts.notify({
        kind: 'error',
        message: t('assetList.deleteFailed', { name: creative.name, message: (error as Error).message }),
      });
    }
  };

  return (
    <section className={styles.root} data-state={state}>
      <PageHeader
        title={t('creativeList.title')}
        description={t('creativeList.description')}
        actions={isReadOnly ? null : <Link href={`${base}/new`}>{t('creativeList.new')}</Link>}
      />
      <QueryStates
        query={creatives}
        loading={<Skeleton lines={5} label={t('creativeList.loading')} />}
        loadFailed={t('creativeList.error')}
        retryLabel={t('assetList.retry')}
        failure={{ variant: 'panel' }}
      >
        {(list) => (
          <>
            {playing?.audio_url ? (
              <div className={styles.player}>
                <p className={styles.playerTitle}>{t('assetList.nowPlaying', { name: playing.name })}</p>
                {/* biome-ignore lint/a11y/useMediaCaption: an audio ad's preview */}
                <audio
                  controls
                  autoPlay
                  src={playing.audio_url}
                  aria-label={t('assetUploader.preview', { name: playing.name })}
                />
              </div>
            ) : null}
            <Table aria-label={t('creativeList.title')}>
              <TableHeader>
                <Column isRowHeader>{t('assetList.column.name')}</Column>
                <Column>{t('assetEditor.status')}</Column>
                <Column>{t('creative.displayAd')}</Column>
                <Column>{t('assetList.column.created')}</Column>
                <Column>{t('assetList.column.actions')}</Column>
              </TableHeader>
              <TableBody
                items={list}
                renderEmptyState={() => (
                  <EmptyState
                    headingLevel={2}
                    title={t('creativeList.empty.title')}
                    description={t('creativeList.empty.description')}
                  />
                )}
              >
                {(creative) => (
                  <Row id={creative.id}>
                    <Cell>
                      <Link href={`${base}/${encodeURIComponent(creative.id)}`}>{creative.name}</Link>
                    </Cell>
                    <Cell>{t(`creativeStatus.${creative.status}`)}</Cell>
                    <Cell>{creative.display_filename ?? t('creative.noDisplayAd')}</Cell>
                    <Cell>{format.date(creative.created_at)}</Cell>
                    <Cell>
                      <PlayDeleteActions
                        name={creative.name}
                        canPlay={Boolean(creative.audio_url)}
                        isReadOnly={isReadOnly}
                        onPlay={() => setPlaying(creative)}
                        onDelete={() => setDeleting(creative)}
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
        {t('creativeList.confirmDelete')}
      </ConfirmDialog>
    </section>
  );
}

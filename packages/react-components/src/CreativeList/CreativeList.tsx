import type { Schema } from '@earshot/sdk-core';
import { PlayableTable } from '../AssetList/PlayableTable.tsx';
import { useAssetWaveforms } from '../AssetList/useAssetWaveforms.ts';
import { CopyVastTagButton } from '../CopyVastTagButton/CopyVastTagButton.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useCreatives, useDeleteCreative } from '../hooks/resources/creatives.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { Link } from '../Link/Link.tsx';
import type { DataColumn } from '../ListScreen/DataTable.tsx';
import { ListScreen } from '../ListScreen/ListScreen.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

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

/**
 * The creatives list screen: name, state, audio to play, companion ad, date and the VAST tag URL to
 * copy; delete after confirming.
 */
export function CreativeList({ advertiserId, basePath, isReadOnly = false }: CreativeListProps) {
  const t = useAssetMessage();
  const format = useFormatters();
  const creatives = useCreatives(advertiserId);
  const deleteCreative = useDeleteCreative();
  const { waveformOf } = useAssetWaveforms(advertiserId);
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/creatives`;
  const columns: DataColumn<Creative>[] = [
    {
      id: 'name',
      title: t('assetList.column.name'),
      isRowHeader: true,
      cell: ({ id, name }) => <Link href={`${base}/${encodeURIComponent(id)}`}>{name}</Link>,
    },
    { id: 'status', title: t('assetEditor.status'), cell: ({ status }) => t(`creativeStatus.${status}`) },
    {
      id: 'displayAd',
      title: t('creative.displayAd'),
      cell: ({ display_filename }) => display_filename ?? t('creative.noDisplayAd'),
    },
    {
      id: 'created',
      title: t('assetList.column.created'),
      cell: ({ created_at }) => format.date(created_at),
    },
    {
      id: 'vast',
      title: t('copyVast.column'),
      cell: (creative) => <CopyVastTagButton advertiserId={advertiserId} creative={creative} size="small" />,
    },
  ];

  return (
    <ListScreen
      title={t('creativeList.title')}
      description={t('creativeList.description')}
      actions={isReadOnly ? null : <Link href={`${base}/new`}>{t('creativeList.new')}</Link>}
      query={creatives}
      loading={<Skeleton lines={5} label={t('creativeList.loading')} />}
      loadFailed={t('creativeList.error')}
      retryLabel={t('assetList.retry')}
    >
      {(list) => (
        <PlayableTable
          aria-label={t('creativeList.title')}
          columns={columns}
          items={list}
          rowId={(creative) => creative.id}
          empty={
            <EmptyState
              headingLevel={2}
              title={t('creativeList.empty.title')}
              description={t('creativeList.empty.description')}
            />
          }
          audioUrl={(creative) => creative.audio_url}
          waveform={(creative) => waveformOf(creative.asset_uuid, creative.audio_url)}
          isReadOnly={isReadOnly}
          onDelete={(creative) => deleteCreative.mutateAsync({ advertiserId, creativeId: creative.id })}
          deleteDescription={t('creativeList.confirmDelete')}
        />
      )}
    </ListScreen>
  );
}

import type { WaveformPeaks } from '@earshot/sdk-core';
import { lazy, Suspense, useState } from 'react';
import type { Key } from 'react-aria-components';
import * as playerStyles from '../AudioPreview/AudioPreview.css.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { useMessage } from '../i18n/useMessage.ts';
import { type DataColumn, DataTable, type DataTableProps } from '../ListScreen/DataTable.tsx';
import { DeleteConfirmDialog } from '../ListScreen/DeleteConfirmDialog.tsx';
import { RowButtons } from '../ListScreen/RowButtons.tsx';
import { useToastedAction } from '../ListScreen/useToastedAction.ts';
import { visuallyHidden } from '../theme/overlay.css.ts';
import * as styles from './AssetList.css.ts';

/** An item of a list whose rows play audio: an asset or a creative. */
interface Playable {
  name: string;
}

/** A precomputed waveform and the length it spans, null where unknown. */
export interface PlayableWaveform {
  peaks: WaveformPeaks | null;
  duration: number | null;
}

const NO_WAVEFORM: PlayableWaveform = { peaks: null, duration: null };

// The player (React Aria's slider and the waveform's code) loads when a row is first played.
const AudioPreview = lazy(async () => ({
  default: (await import('../AudioPreview/AudioPreview.tsx')).AudioPreview,
}));

/** The player's place while its code loads: its height, and the loading status it says itself. */
function PlayerLoading({ name }: { name: string }) {
  const t = useMessage();
  return (
    <div className={playerStyles.root} data-state="loading">
      <span role="status" className={visuallyHidden}>
        {t('audioPreview.loading', { name })}
      </span>
    </div>
  );
}

/** Props of {@link PlayableTable}. */
export interface PlayableTableProps<T extends Playable>
  extends Omit<DataTableProps<T>, 'columns' | 'rowId' | 'rowHref'> {
  /** The key of an item's row, which also tells whether the deleted item is the one playing. */
  rowId: (item: T) => Key;
  /** The columns before the Play and Delete buttons. */
  columns: readonly DataColumn<T>[];
  /** The item's audio, `null` while it has none to play. */
  audioUrl: (item: T) => string | null;
  /**
   * The item's precomputed waveform and length (an asset's `peaks` and `duration_seconds`), so its
   * player draws them without decoding the audio; null members where there are none.
   * @default none: the player decodes the audio to draw it
   */
  waveform?: (item: T) => PlayableWaveform;
  /** Read-only users get no Delete button. */
  isReadOnly: boolean;
  /** Deletes the item on the server. */
  onDelete: (item: T) => Promise<unknown>;
  /** What deleting an item does, in the confirmation. */
  deleteDescription: string;
}

/**
 * The table of the asset and creative lists: each row with Play and Delete buttons, the playing item's
 * audio above the table (its waveform from precomputed peaks where the item has them, so a list never
 * decodes audio), and Delete asking first, then saying in a toast whether it worked.
 */
export function PlayableTable<T extends Playable>({
  columns,
  audioUrl,
  waveform = () => NO_WAVEFORM,
  isReadOnly,
  onDelete,
  deleteDescription,
  ...table
}: PlayableTableProps<T>) {
  const t = useAssetMessage();
  const run = useToastedAction();
  const [playing, setPlaying] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const playingUrl = playing && audioUrl(playing);

  const remove = (item: T) =>
    run(
      async () => {
        await onDelete(item);
        if (playing && table.rowId(playing) === table.rowId(item)) setPlaying(null);
      },
      t('assetList.deleted', { name: item.name }),
      (message) => t('assetList.deleteFailed', { name: item.name, message }),
    );
  const actions: DataColumn<T> = {
    id: 'actions',
    title: t('assetList.column.actions'),
    cell: (item) => (
      <RowButtons
        buttons={[
          {
            id: 'play',
            label: t('assetList.play', { name: item.name }),
            text: t('assetList.playShort'),
            isDisabled: !audioUrl(item),
            onPress: () => setPlaying(item),
          },
          isReadOnly
            ? null
            : {
                id: 'delete',
                label: t('assetList.delete', { name: item.name }),
                text: t('assetList.deleteShort'),
                variant: 'danger',
                onPress: () => setDeleting(item),
              },
        ]}
      />
    ),
  };

  return (
    <>
      {playing && playingUrl ? (
        <div className={styles.player}>
          <p className={styles.playerTitle}>{t('assetList.nowPlaying', { name: playing.name })}</p>
          <Suspense fallback={<PlayerLoading name={playing.name} />}>
            <AudioPreview src={playingUrl} name={playing.name} {...waveform(playing)} autoPlay />
          </Suspense>
        </div>
      ) : null}
      <DataTable {...table} columns={[...columns, actions]} />
      <DeleteConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        onDelete={remove}
        title={t('assetList.confirmDelete.title', { name: deleting?.name ?? '' })}
        confirmLabel={t('assetList.deleteShort')}
      >
        {deleteDescription}
      </DeleteConfirmDialog>
    </>
  );
}

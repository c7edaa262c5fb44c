import { useCallback, useMemo } from 'react';
import { useAssets } from '../hooks/resources/assets.ts';
import type { PlayableWaveform } from './PlayableTable.tsx';

const NO_WAVEFORM: PlayableWaveform = { peaks: null, duration: null };

/** What {@link useAssetWaveforms} returns. */
export interface AssetWaveforms {
  /**
   * Whether the assets' first answer is on its way (a player mounted now would decode its audio);
   * false once it has failed, so that a retrying or refused list holds nothing up.
   */
  isPending: boolean;
  /**
   * The stored waveform of the asset `uuid` plays from `audioUrl` (a creative's `asset_uuid` and
   * `audio_url`); null members when there is none, or the audio is another file.
   */
  waveformOf: (uuid: string | null, audioUrl: string | null) => PlayableWaveform;
}

/**
 * The precomputed waveforms of an advertiser's assets, so that a creative's player draws the waveform
 * of the asset it plays without decoding the audio. Reads the assets list (`useAssets`).
 */
export function useAssetWaveforms(advertiserId: string): AssetWaveforms {
  const assets = useAssets(advertiserId);
  const byUuid = useMemo(
    () => new Map((assets.data ?? []).map((asset) => [asset.uuid, asset])),
    [assets.data],
  );
  const waveformOf = useCallback(
    (uuid: string | null, audioUrl: string | null) => {
      const asset = uuid ? byUuid.get(uuid) : undefined;
      if (!asset || asset.file_url !== audioUrl) return NO_WAVEFORM;
      return { peaks: asset.peaks, duration: asset.duration_seconds };
    },
    [byUuid],
  );
  return { isPending: assets.isPending && assets.failureCount === 0, waveformOf };
}

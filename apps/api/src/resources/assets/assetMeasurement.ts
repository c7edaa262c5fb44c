import { type DestinationProfileId, runPreflight } from '@earshot/validators';
import type { AudioAnalysis } from '../../services/media/audioAnalysis.ts';
import type { AssetFile } from './assetsRepository.ts';

/** What an asset's file tells once analysed: how long it plays, its pre-flight and its waveform. */
export type MeasuredFile = Pick<AssetFile, 'duration_seconds' | 'preflight' | 'peaks'>;

/** An asset file that is not audio: nothing measured. */
export const UNMEASURED_FILE: MeasuredFile = { duration_seconds: null, preflight: null, peaks: null };

/** The measured fields of an asset whose file was analysed, checked against `profile`. */
export function measuredFile(analysis: AudioAnalysis, profile: DestinationProfileId): MeasuredFile {
  const preflight = runPreflight(
    {
      durationSeconds: analysis.durationSeconds,
      sampleRate: analysis.sampleRate,
      channels: analysis.channels,
      bitrateKbps: analysis.bitrateKbps,
      integratedLufs: analysis.loudness?.integratedLufs ?? null,
      truePeakDbtp: analysis.loudness?.truePeakDbtp ?? null,
    },
    profile,
  );
  return { duration_seconds: analysis.durationSeconds, preflight, peaks: analysis.peaks };
}

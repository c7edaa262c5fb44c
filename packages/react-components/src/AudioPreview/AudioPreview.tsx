import type { WaveformPeaks } from '@earshot/sdk-core';
import { useRef } from 'react';
import { Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { formatDuration } from '../AssetUploader/formatDuration.ts';
import { Button } from '../Button/Button.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import { visuallyHidden } from '../theme/overlay.css.ts';
import * as styles from './AudioPreview.css.ts';
import { useWaveform } from './useWaveform.ts';

/** Props of {@link AudioPreview}. */
export interface AudioPreviewProps {
  /** The address of the audio: an asset's or a creative's file, or an object URL of a chosen file. */
  src: string;
  /**
   * What plays, as the user knows it (a creative's or an asset's name): the player ("Listen to …"),
   * its Play and Pause button and its position slider are named after it.
   */
  name: string;
  /**
   * The waveform, precomputed (an asset's `peaks`): with `duration`, it is drawn at once and the audio
   * is not fetched and decoded to draw it, so a list of players costs no decoding.
   * @default null (the audio is fetched and decoded to draw its waveform)
   */
  peaks?: WaveformPeaks | null;
  /**
   * The audio's length in seconds, with `peaks` (an asset's `duration_seconds`).
   * @default null
   */
  duration?: number | null;
  /**
   * Starts playing as soon as the audio has loaded (after a press of the user's, or a browser refuses).
   * @default false
   */
  autoPlay?: boolean;
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
}

/**
 * Plays audio inline with its waveform (drawn by wavesurfer.js in the theme's colours, from `peaks`
 * when given, else from the decoded audio): a Play/Pause button, the waveform as a slider to seek with
 * pointer or keyboard, and the time played of the whole.
 * `data-state` on the root is `loading` (a placeholder of the same height), `ready` or `failed` (a
 * message instead of the waveform); `data-playing` is set while it plays. Other audio is a new player.
 */
export function AudioPreview(props: AudioPreviewProps) {
  return <Player key={props.src} {...props} />;
}

function Player({
  src,
  name,
  peaks = null,
  duration: knownDuration = null,
  autoPlay = false,
  className,
}: AudioPreviewProps) {
  const t = useMessage();
  const container = useRef<HTMLDivElement>(null);
  const media = useRef<HTMLAudioElement>(null);
  const waveform = useWaveform({ src, peaks, duration: knownDuration, autoPlay, container, media });
  const { state, duration, elapsed, isPlaying } = waveform;
  const isReady = state === 'ready';
  return (
    <fieldset
      aria-label={t('audioPreview.label', { name })}
      data-media-player
      data-state={state}
      data-playing={isPlaying || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <Button
        variant="secondary"
        className={styles.playButton}
        aria-label={t(isPlaying ? 'audioPreview.pause' : 'audioPreview.play', { name })}
        isDisabled={!isReady}
        onPress={waveform.playPause}
      >
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
          {isPlaying ? <path d="M4 2h3v12H4zM9 2h3v12H9z" /> : <path d="M4 2l10 6-10 6z" />}
        </svg>
      </Button>
      {state === 'failed' ? (
        <p className={styles.failed}>{t('audioPreview.failed')}</p>
      ) : (
        <Slider
          className={styles.position}
          aria-label={t('audioPreview.position', { name })}
          minValue={0}
          maxValue={Math.max(duration, 1)}
          value={elapsed}
          onChange={waveform.seek}
          isDisabled={!isReady}
          formatOptions={{ style: 'unit', unit: 'second', unitDisplay: 'long', maximumFractionDigits: 0 }}
        >
          <SliderTrack className={styles.track}>
            <div ref={container} className={styles.wave} aria-hidden="true" />
            <SliderThumb className={styles.thumb} />
          </SliderTrack>
        </Slider>
      )}
      {/* Its room is kept while the audio loads, so the waveform does not narrow when the time shows. */}
      <span className={styles.time}>
        {isReady ? `${formatDuration(elapsed)} / ${formatDuration(duration)}` : null}
      </span>
      {state === 'loading' ? (
        <span role="status" className={visuallyHidden}>
          {t('audioPreview.loading', { name })}
        </span>
      ) : null}
      {/* biome-ignore lint/a11y/useMediaCaption: an audio ad's preview; the contract holds no transcript */}
      <audio ref={media} />
    </fieldset>
  );
}

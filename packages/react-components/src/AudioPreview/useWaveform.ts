import type { WaveformPeaks } from '@earshot/sdk-core';
import { type RefObject, useEffect, useState } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import { watchTheme, waveColors } from './waveColors.ts';

/** Where the audio is: fetching and decoding it, playable, or not loadable. */
export type WaveformState = 'loading' | 'ready' | 'failed';

/** What {@link useWaveform} returns. */
export interface Waveform {
  state: WaveformState;
  /** The audio's length in seconds; 0 until it has loaded. */
  duration: number;
  /** The whole seconds played so far. */
  elapsed: number;
  isPlaying: boolean;
  /** Plays, or pauses while playing. */
  playPause: () => void;
  /** Moves the playback to `seconds` from the start. */
  seek: (seconds: number) => void;
}

/** Options of {@link useWaveform}. */
export interface WaveformOptions {
  /** The audio's address. `AudioPreview` mounts a new player for another one, so the state starts afresh. */
  src: string;
  /** The waveform, precomputed; drawn instead of decoding the audio when `duration` is known too. */
  peaks: WaveformPeaks | null;
  /** The audio's length in seconds, with `peaks`. */
  duration: number | null;
  /** Starts playing once loaded. */
  autoPlay: boolean;
  /** The element the waveform is drawn in; its height is the waveform's. */
  container: RefObject<HTMLElement | null>;
  /** The audio element that plays, rendered by the caller. */
  media: RefObject<HTMLAudioElement | null>;
}

/** wavesurfer.js, its own chunk: a screen shows its controls at once and draws the waveform once loaded. */
const loadWaveSurfer = () => import('wavesurfer.js');

/** wavesurfer.js's pre-decoded channels from stored peaks: the maxima drawn above the axis, the minima below. */
function precomputed(peaks: WaveformPeaks | null, duration: number | null) {
  if (!peaks || peaks.max.length === 0 || !duration || duration <= 0) return {};
  // Copies: wavesurfer.js normalizes the arrays it is given in place.
  return { peaks: [Float32Array.from(peaks.max), Float32Array.from(peaks.min)], duration };
}

/**
 * Draws the waveform of `src` in the theme's colours (following theme changes), from `peaks` and
 * `duration` when given, else by fetching and decoding the audio with wavesurfer.js, and plays it
 * through `media`. The instance is created in an effect, once wavesurfer.js has loaded, so rendering
 * on a server or in a test without Web Audio never touches it; it is destroyed, and the audio
 * stopped, on unmount.
 */
export function useWaveform({
  src,
  peaks,
  duration: knownDuration,
  autoPlay,
  container,
  media,
}: WaveformOptions): Waveform {
  const [player, setPlayer] = useState<WaveSurfer | null>(null);
  const [state, setState] = useState<WaveformState>('loading');
  const [duration, setDuration] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [isPlaying, setPlaying] = useState(false);

  useEffect(() => {
    const element = container.current;
    const audio = media.current;
    if (!element || !audio) return;
    let instance: WaveSurfer | null = null;
    let stopWatching = () => {};
    let unmounted = false;
    loadWaveSurfer().then(
      ({ default: WaveSurferPlayer }) => {
        if (unmounted) return;
        const player = WaveSurferPlayer.create({
          container: element,
          media: audio,
          url: src,
          ...precomputed(peaks, knownDuration),
          autoplay: autoPlay,
          height: 'auto',
          // Seeking goes through the slider around the waveform, with the keyboard too.
          interact: false,
          barWidth: 2,
          barGap: 1,
          barRadius: 1,
          cursorWidth: 2,
          ...waveColors(element),
        });
        player.on('ready', (seconds) => {
          setDuration(seconds);
          setState('ready');
        });
        player.on('error', () => setState('failed'));
        player.on('timeupdate', (seconds) => setElapsed(Math.floor(seconds)));
        player.on('play', () => setPlaying(true));
        player.on('pause', () => setPlaying(false));
        player.on('finish', () => setPlaying(false));
        stopWatching = watchTheme(element, () => player.setOptions(waveColors(element)));
        instance = player;
        setPlayer(player);
      },
      () => setState('failed'),
    );
    return () => {
      unmounted = true;
      stopWatching();
      instance?.destroy();
      // wavesurfer.js leaves a media element it was given as it is: stop it, or it plays on unmounted.
      audio.pause();
      audio.removeAttribute('src');
    };
  }, [src, peaks, knownDuration, autoPlay, container, media]);

  return {
    state,
    duration,
    elapsed,
    isPlaying,
    // A play the browser refuses (no user gesture yet) leaves the player paused.
    playPause: () => void player?.playPause().catch(() => setPlaying(false)),
    seek: (seconds) => {
      player?.setTime(seconds);
      setElapsed(Math.floor(seconds));
    },
  };
}

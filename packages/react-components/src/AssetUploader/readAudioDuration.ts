/**
 * The length in seconds of an audio file, read by the browser's own decoder from the file's metadata
 * (an `<audio>` element on an object URL); rejects when the browser cannot decode it.
 */
export function readAudioDuration(file: Blob): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const finish = (settle: () => void) => {
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
      settle();
    };
    audio.preload = 'metadata';
    audio.addEventListener('loadedmetadata', () => finish(() => resolve(audio.duration)), { once: true });
    audio.addEventListener(
      'error',
      () => finish(() => reject(audio.error ?? new Error('Undecodable audio'))),
      {
        once: true,
      },
    );
    audio.src = url;
  });
}

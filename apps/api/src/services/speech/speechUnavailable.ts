/** Why a script was not read aloud. */
export type SpeechUnavailableReason = 'busy' | 'timeout' | 'crashed' | 'failed' | 'closed';

const MESSAGES: Record<SpeechUnavailableReason, string> = {
  busy: 'Speech synthesis is busy with other scripts; try again in a few seconds',
  timeout: 'Reading this script aloud took too long; try again, or with a shorter script',
  crashed: 'The speech synthesizer stopped while reading this script; try again',
  failed: 'The speech synthesizer could not read this script; try again',
  closed: 'Speech synthesis is shutting down; try again in a few seconds',
};

/**
 * Thrown when the speech pool cannot read a script now: every worker is busy and the queue is
 * full, the job took too long, or its worker died. The request itself may succeed when retried.
 */
export class SpeechUnavailableError extends Error {
  readonly reason: SpeechUnavailableReason;
  /** Seconds after which a retry may succeed. */
  readonly retryAfterSeconds: number;

  constructor(reason: SpeechUnavailableReason, retryAfterSeconds: number) {
    super(MESSAGES[reason]);
    this.name = 'SpeechUnavailableError';
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

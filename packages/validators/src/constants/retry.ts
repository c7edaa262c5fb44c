/** Default retry policy of retried calls, e.g. listing voices (spec §9). */
export const RETRY_DEFAULTS = {
  /** Most retries after the first attempt. */
  maxRetries: 3,
  /** Wait before the first retry, in milliseconds. */
  delayMs: 1000,
  /** Each further wait is the previous one times this factor. */
  backoffFactor: 2,
} as const;

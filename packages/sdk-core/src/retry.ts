import { RETRY_DEFAULTS } from '@earshot/validators';

/** Options of {@link retry}. */
export interface RetryOptions {
  /**
   * Retries after the first attempt.
   * @default 3
   */
  maxRetries?: number;
  /**
   * Wait before the first retry, in milliseconds.
   * @default 1000
   */
  delayMs?: number;
  /**
   * Each further wait is the previous one times this factor.
   * @default 2
   */
  backoffFactor?: number;
  /**
   * Waits the given milliseconds; inject a fake in tests.
   * @default a setTimeout-based sleep
   */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Whether a failure is worth another attempt.
   * @default () => true
   */
  shouldRetry?: (error: unknown) => boolean;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it resolves, retrying with exponential backoff (spec §9: 3 retries,
 * 1000 ms, factor 2, so waits of 1, 2 and 4 seconds). Use it only for reads: a repeated write
 * could be applied twice. Rejects with the last failure.
 */
export async function retry<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const maxRetries = options.maxRetries ?? RETRY_DEFAULTS.maxRetries;
  const factor = options.backoffFactor ?? RETRY_DEFAULTS.backoffFactor;
  const sleep = options.sleep ?? sleepFor;
  const shouldRetry = options.shouldRetry ?? (() => true);
  let delay = options.delayMs ?? RETRY_DEFAULTS.delayMs;
  for (let retries = 0; ; retries++) {
    try {
      return await attempt();
    } catch (error) {
      if (retries >= maxRetries || !shouldRetry(error)) throw error;
      await sleep(delay);
      delay *= factor;
    }
  }
}

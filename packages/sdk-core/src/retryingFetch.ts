import { type RetryOptions, retry } from './retry.ts';

/** Options of {@link createRetryingFetch}. */
export interface RetryingFetchOptions extends Omit<RetryOptions, 'shouldRetry'> {
  /** Which requests are retried; must only match reads. */
  isRetried: (request: Request) => boolean;
}

class RetryableStatus extends Error {
  constructor(readonly response: Response) {
    super(`Retryable status ${response.status}`);
  }
}

/**
 * Wraps fetch so the requests `isRetried` selects are retried on network failures, 429 and 5xx answers
 * (spec §9 retry defaults). Other requests, and every write, go through exactly once.
 */
export function createRetryingFetch(
  baseFetch: (request: Request) => Promise<Response>,
  options: RetryingFetchOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' || !options.isRetried(request)) return baseFetch(request);
    try {
      return await retry(
        async () => {
          const response = await baseFetch(request.clone());
          if (response.status === 429 || response.status >= 500) throw new RetryableStatus(response);
          return response;
        },
        { ...options, shouldRetry: () => !request.signal.aborted },
      );
    } catch (error) {
      // After the last retry the caller sees the server's answer, not the internal marker.
      if (error instanceof RetryableStatus) return error.response;
      throw error;
    }
  };
}

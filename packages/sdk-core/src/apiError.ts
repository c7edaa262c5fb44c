import type { components } from './generated/api.d.ts';

/** The error body every 4xx/5xx answer carries. */
export type ErrorBody = components['schemas']['Error'];

/**
 * A failed API call, thrown by the query and mutation factories so TanStack Query sees the failure.
 * `status` is 0 when the request never got an answer.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status of the answer. */
  readonly status: number;
  /** Machine-readable reason, e.g. 'validation_failed'. */
  readonly code: string | undefined;
  /** For validation failures: field path → message key (e.g. 'campaign.budget.min'). */
  readonly fields: Record<string, string>;

  constructor(status: number, body: unknown, options?: { cause?: unknown }) {
    const error = (typeof body === 'object' && body !== null ? body : {}) as Partial<ErrorBody>;
    super(
      typeof error.Message === 'string' ? error.Message : `Request failed with status ${status}`,
      options,
    );
    this.status = status;
    this.code = error.code;
    this.fields = error.fields ?? {};
  }

  /** The server's `Message`, as the spec's error catalogue names it. */
  get Message(): string {
    return this.message;
  }
}

/** The statuses a handler may answer with on purpose; anything else thrown becomes a 500. */
export type HttpErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/** Optional members of the contract's error body. */
export type HttpErrorExtra = {
  /** Machine code, e.g. `validation_failed`, `not_found`, `forbidden`, `rate_limited`. */
  code?: string;
  /** Field path → message key, for 422 answers. */
  fields?: Record<string, string>;
  hardRefresh?: boolean;
  showToast?: boolean;
  /** @default 'error' */
  type?: 'error' | 'warning' | 'info' | 'success';
  /** For 429 and 503: seconds until a retry may succeed, sent as `Retry-After`, not in the body. */
  retryAfterSeconds?: number;
};

/** The contract's error body: `{ Message, type, code?, fields?, hardRefresh?, showToast? }`. */
export type ErrorBody = { Message: string; type: string } & Omit<
  HttpErrorExtra,
  'type' | 'retryAfterSeconds'
>;

const DEFAULT_CODES: Record<HttpErrorStatus, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'validation_failed',
  429: 'rate_limited',
  503: 'unavailable',
};

/**
 * An answer other than success, thrown anywhere in a handler; the app's error handler turns it into
 * the contract's error body with this status.
 */
export class HttpError extends Error {
  readonly status: HttpErrorStatus;
  readonly extra: HttpErrorExtra;

  constructor(status: HttpErrorStatus, message: string, extra: HttpErrorExtra = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.extra = extra;
  }

  /** The JSON body for this error. */
  toBody(): ErrorBody {
    const {
      type = 'error',
      code = DEFAULT_CODES[this.status],
      retryAfterSeconds: _retryAfter,
      ...rest
    } = this.extra;
    return { Message: this.message, type, code, ...rest };
  }
}

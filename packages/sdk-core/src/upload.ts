/** A signed POST policy: where to post and the form fields to send before the file. */
export interface S3Data {
  url: string;
  fields: Record<string, string>;
}

/** The part of `XMLHttpRequest` an upload needs. */
export type UploadXhr = Pick<
  XMLHttpRequest,
  'open' | 'send' | 'abort' | 'status' | 'upload' | 'addEventListener'
>;

/** Options of {@link uploadWithPolicy}. */
export interface UploadOptions {
  /** The file; its name appears in the failure message. */
  file: Blob & { name: string };
  /** The policy from the server's answer (`s3_data` / `s3_displayad`). */
  s3Data: S3Data | null | undefined;
  /** Called with the uploaded percentage, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Aborts the upload; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Creates the request used to report progress while sending.
   * @default () => new XMLHttpRequest() where it exists; otherwise `fetch` is used
   */
  createXhr?: () => UploadXhr;
  /**
   * The fetch used where there is no XMLHttpRequest (servers, workers, tests). It cannot observe
   * the bytes sent, so progress is reported as 0 when the upload starts and 100 when it succeeds.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
}

/** The error of a failed upload; its message is the one shown to the user (spec §8). */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(fileName: string, options?: { cause?: unknown }) {
    super(`The ${fileName} could not be uploaded at the moment`, options);
  }
}

function formFor(file: Blob & { name: string }, s3Data: S3Data): FormData {
  const form = new FormData();
  // The storage service only accepts the file after every policy field.
  for (const [name, value] of Object.entries(s3Data.fields)) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The upload was aborted', 'AbortError');
}

function sendWithXhr(xhr: UploadXhr, url: string, form: FormData, options: UploadOptions): Promise<void> {
  const { signal, onProgress } = options;
  return new Promise((resolve, reject) => {
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (error?: unknown) => {
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) resolve();
      else reject(error);
    };
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        settle();
      } else settle(new UploadError(options.file.name, { cause: new Error(`HTTP ${xhr.status}`) }));
    });
    xhr.addEventListener('error', () => settle(new UploadError(options.file.name)));
    xhr.addEventListener('abort', () =>
      settle(signal ? abortReason(signal) : new UploadError(options.file.name)),
    );
    xhr.open('POST', url);
    xhr.send(form);
  });
}

async function sendWithFetch(fetchFn: typeof fetch, url: string, form: FormData, options: UploadOptions) {
  let response: Response;
  try {
    response = await fetchFn(url, { method: 'POST', body: form, signal: options.signal ?? null });
  } catch (error) {
    if (options.signal?.aborted) throw abortReason(options.signal);
    throw new UploadError(options.file.name, { cause: error });
  }
  if (!response.ok) {
    throw new UploadError(options.file.name, { cause: new Error(`HTTP ${response.status}`) });
  }
  options.onProgress?.(100);
}

/**
 * Uploads a file to storage with a signed POST policy: the policy's form fields, then the file.
 * Reports progress as a percentage and stops on `signal`. A missing policy raises before any request.
 */
export async function uploadWithPolicy(options: UploadOptions): Promise<void> {
  const { s3Data, file, signal } = options;
  if (!s3Data?.url) {
    throw new Error(
      `Missing upload data for ${file.name}: pass the s3_data returned when the asset, creative or advertiser was created`,
    );
  }
  if (signal?.aborted) throw abortReason(signal);
  const form = formFor(file, s3Data);
  options.onProgress?.(0);
  const createXhr =
    options.createXhr ??
    (typeof XMLHttpRequest === 'function' && !options.fetch ? () => new XMLHttpRequest() : undefined);
  if (createXhr) return sendWithXhr(createXhr(), s3Data.url, form, options);
  return sendWithFetch(options.fetch ?? globalThis.fetch, s3Data.url, form, options);
}

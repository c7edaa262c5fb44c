import { afterEach, describe, expect, it } from 'vitest';
import { UploadError, uploadWithPolicy } from '../src/index.ts';
import { type Handler, parseMultipart, startServer } from './httpServer.ts';

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(() => server?.close());

const file = new File(['RIFF....WAVEfmt '], 'spot.wav', { type: 'audio/wav' });

async function storage(handler: Handler) {
  server = await startServer(handler);
  return {
    url: `${server.url}/uploads`,
    fields: { key: 'assets/abc/spot.wav', policy: 'cG9saWN5', 'x-signature': 'sig' },
  };
}

describe('uploads with a signed POST policy', () => {
  it('posts the policy fields, then the file, and reports progress up to 100', async () => {
    const s3Data = await storage((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const progress: number[] = [];
    await uploadWithPolicy({ file, s3Data, fetch, onProgress: (percent) => progress.push(percent) });
    const [request] = server?.received ?? [];
    if (!request) throw new Error('storage received no request');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/uploads');
    const form = await parseMultipart(request);
    expect([...form.keys()]).toEqual(['key', 'policy', 'x-signature', 'file']);
    const sent = form.get('file') as File;
    expect(sent.name).toBe('spot.wav');
    expect(await sent.text()).toBe('RIFF....WAVEfmt ');
    expect(progress).toEqual([0, 100]);
  });

  it('raises before any request when s3_data is missing', async () => {
    await storage((_req, res) => res.end());
    await expect(uploadWithPolicy({ file, s3Data: null, fetch })).rejects.toThrow(
      'Missing upload data for spot.wav: pass the s3_data returned',
    );
    expect(server?.received).toHaveLength(0);
  });

  it('fails with the user-facing message when storage refuses the file', async () => {
    const s3Data = await storage((_req, res) => {
      res.writeHead(403);
      res.end('<Error>Policy expired</Error>');
    });
    const failure = uploadWithPolicy({ file, s3Data, fetch });
    await expect(failure).rejects.toBeInstanceOf(UploadError);
    await expect(failure).rejects.toThrow('The spot.wav could not be uploaded at the moment');
  });

  it('fails with the same message when storage is unreachable', async () => {
    const s3Data = await storage((_req, res) => res.end());
    await server?.close();
    server = undefined;
    await expect(uploadWithPolicy({ file, s3Data, fetch })).rejects.toThrow(
      'The spot.wav could not be uploaded at the moment',
    );
  });

  it('stops when aborted and rejects with the abort reason', async () => {
    // The server never answers, so only the abort can end the upload.
    const s3Data = await storage(() => {});
    const controller = new AbortController();
    const upload = uploadWithPolicy({ file, s3Data, fetch, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('user cancelled')), 20);
    await expect(upload).rejects.toThrow('user cancelled');
  });

  it('reports byte progress from XMLHttpRequest upload events', async () => {
    const s3Data = await storage((_req, res) => res.end());
    const progress: number[] = [];
    const listeners = new Map<string, (event: ProgressEvent) => void>();
    const uploadListeners = new Map<string, (event: ProgressEvent) => void>();
    const xhr = {
      status: 0,
      upload: {
        addEventListener: (type: string, fn: (e: ProgressEvent) => void) => uploadListeners.set(type, fn),
      },
      addEventListener: (type: string, fn: (e: ProgressEvent) => void) => listeners.set(type, fn),
      open: () => {},
      abort: () => {},
      // Replays what a browser reports while sending, then the storage answer.
      send() {
        const progressEvent = (loaded: number) =>
          ({ lengthComputable: true, loaded, total: 400 }) as ProgressEvent;
        uploadListeners.get('progress')?.(progressEvent(100));
        uploadListeners.get('progress')?.(progressEvent(301));
        xhr.status = 204;
        listeners.get('load')?.({} as ProgressEvent);
      },
    };
    await uploadWithPolicy({
      file,
      s3Data,
      createXhr: () => xhr as never,
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([0, 25, 75, 100]);
  });

  it('aborts an XMLHttpRequest upload and rejects with the abort reason', async () => {
    const s3Data = await storage((_req, res) => res.end());
    const listeners = new Map<string, () => void>();
    let aborted = false;
    const xhr = {
      status: 0,
      upload: { addEventListener: () => {} },
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      open: () => {},
      send: () => {},
      // A browser fires 'abort' once xhr.abort() stops the request.
      abort: () => {
        aborted = true;
        listeners.get('abort')?.();
      },
    };
    const controller = new AbortController();
    const upload = uploadWithPolicy({
      file,
      s3Data,
      signal: controller.signal,
      createXhr: () => xhr as never,
    });
    controller.abort(new Error('user cancelled'));
    await expect(upload).rejects.toThrow('user cancelled');
    expect(aborted).toBe(true);
  });
});

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import parseRange from 'range-parser';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { analyzeAudio } from '../media/audioAnalysis.ts';
import { readUploadForm } from './uploadForm.ts';
import type { UploadListener } from './uploadListener.ts';
import { findUpload, readUploadBytes, storeUpload } from './uploadsRepository.ts';
import { sandboxFileUrl } from './uploadUrl.ts';
import { claimUploadPolicy } from './usedUploadPolicies.ts';
import { verifyUpload } from './verifyUpload.ts';

/** The largest file any upload policy allows: 50 MB of audio. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Room for the policy fields and multipart framing around the largest file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * The sandbox's storage service: `POST /uploads` receives a file under a signed POST policy (each
 * policy stores one file; a replay answers 403), and
 * `GET /uploads/{key}` serves it back (with byte ranges, so players can seek). Files are public to
 * whoever knows their key, as in a CDN-fronted bucket; keys carry random ids. `listeners` see every
 * stored file within the transaction that stores it.
 */
export function uploadsRoutes(listeners: UploadListener[] = []): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(
    '/uploads',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES,
      onError: () => {
        throw new HttpError(413, `The upload is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
      },
    }),
    async (c) => {
      const form = await readUploadForm(c);
      const now = c.get('now')();
      const { policy, ...upload } = verifyUpload(form, c.get('config').uploadSecret, now);
      const body = new Uint8Array(await form.file.arrayBuffer());
      const received = {
        ...upload,
        url: sandboxFileUrl(c.get('config').publicBaseUrl, upload.key),
        // Read before the transaction opens: decoding and measuring take a while on long audio.
        audio: upload.contentType.startsWith('audio/') ? await analyzeAudio(body, upload.contentType) : null,
      };
      const stored = await c.get('db').transaction(async (tx) => {
        // Claimed with the file, so a failed upload leaves the policy usable for a retry.
        if (!(await claimUploadPolicy(tx, policy, now))) {
          throw new HttpError(403, 'This upload policy was already used: ask the API for a new s3_data', {
            code: 'upload_policy_used',
          });
        }
        const file = await storeUpload(tx, { ...upload, body }, now);
        for (const listener of listeners) await listener(tx, received, now);
        return file;
      });
      c.header('ETag', `"${stored.etag}"`);
      c.header('Location', received.url);
      return c.body(null, 204);
    },
  );

  app.get('/uploads/:key{.+}', async (c) => {
    const db = c.get('db');
    const key = c.req.param('key');
    const upload = await findUpload(db, key);
    if (!upload) throw new HttpError(404, 'No file is stored under this key', { code: 'not_found' });
    const size = upload.size_bytes;
    c.header('Content-Type', upload.content_type);
    c.header('Accept-Ranges', 'bytes');
    c.header('ETag', `"${upload.etag}"`);
    c.header('Last-Modified', new Date(upload.updated_at).toUTCString());
    // A key can be uploaded again, so caches check back (generated audio gets a new key instead).
    c.header('Cache-Control', 'no-cache');
    // Uploaded files are shown, never run: no sniffing, no scripts even when opened directly.
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");

    const rangeHeader = c.req.header('range');
    const ranges = rangeHeader && size > 0 ? parseRange(size, rangeHeader, { combine: true }) : null;
    if (ranges === -1) {
      c.header('Content-Range', `bytes */${size}`);
      return c.json(
        {
          Message: `The range ${rangeHeader} lies outside the file's ${size} bytes`,
          type: 'error',
          code: 'range_not_satisfiable',
        },
        416,
      );
    }
    // A malformed range, or several, is answered with the whole file, as HTTP allows.
    const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : null;
    if (!range) {
      c.header('Content-Length', String(size));
      return c.body(await readUploadBytes(db, key, 0, size), 200);
    }
    const length = range.end - range.start + 1;
    c.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    c.header('Content-Length', String(length));
    return c.body(await readUploadBytes(db, key, range.start, length), 206);
  });

  return app;
}

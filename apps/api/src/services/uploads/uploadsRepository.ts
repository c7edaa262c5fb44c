import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';

/** What is known about a stored file without reading its bytes. */
export type StoredUpload = {
  key: string;
  content_type: string;
  size_bytes: number;
  etag: string;
  updated_at: Date | string;
};

/**
 * Stores a file under `key`, replacing any file stored there before (as S3 does), and returns its
 * metadata. The ETag is the MD5 of the bytes, like S3's for a single-part upload.
 */
export async function storeUpload(
  db: Database,
  file: { key: string; contentType: string; body: Uint8Array },
  now: Date,
): Promise<StoredUpload> {
  const etag = createHash('md5').update(file.body).digest('hex');
  const { rows } = await db.query<StoredUpload>(
    `INSERT INTO uploads (key, content_type, size_bytes, etag, body, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, size_bytes = EXCLUDED.size_bytes,
       etag = EXCLUDED.etag, body = EXCLUDED.body, updated_at = EXCLUDED.updated_at
     RETURNING key, content_type, size_bytes, etag, updated_at`,
    [file.key, file.contentType, file.body.byteLength, etag, file.body, now],
  );
  return rows[0] as StoredUpload;
}

/** The metadata of the file stored under `key`, or null. */
export async function findUpload(db: Database, key: string): Promise<StoredUpload | null> {
  return queryFirst<StoredUpload>(
    db,
    'SELECT key, content_type, size_bytes, etag, updated_at FROM uploads WHERE key = $1',
    [key],
  );
}

/** `length` bytes of the file under `key` from byte `start` (0-based), read without loading the rest. */
export async function readUploadBytes(
  db: Database,
  key: string,
  start: number,
  length: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const { rows } = await db.query<{ part: Uint8Array<ArrayBuffer> }>(
    'SELECT substring(body FROM $2 FOR $3) AS part FROM uploads WHERE key = $1',
    [key, start + 1, length],
  );
  return rows[0]?.part ?? new Uint8Array();
}

/** Deletes the file stored under `key`, if any. */
export async function deleteUpload(db: Database, key: string): Promise<void> {
  await db.query('DELETE FROM uploads WHERE key = $1', [key]);
}

/** Deletes every file whose key starts with `prefix` (a folder such as `advertisers/<id>/assets/<id>/`). */
export async function deleteUploadsUnder(db: Database, prefix: string): Promise<void> {
  await db.query('DELETE FROM uploads WHERE starts_with(key, $1)', [prefix]);
}

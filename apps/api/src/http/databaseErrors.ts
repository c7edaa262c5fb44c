import { HttpError } from './errors.ts';

// SQLSTATE codes caused by the values a client sent, not by the server.
const CLIENT_CAUSED: Record<string, HttpError> = {
  '22P02': new HttpError(400, 'A value in the request has the wrong format', { code: 'invalid_value' }),
  '22001': new HttpError(422, 'A value in the request is too long', { code: 'validation_failed' }),
  '22003': new HttpError(422, 'A number in the request is out of range', { code: 'validation_failed' }),
  '22007': new HttpError(400, 'A date in the request has the wrong format', { code: 'invalid_value' }),
  '22008': new HttpError(422, 'A date in the request is out of range', { code: 'validation_failed' }),
  '23502': new HttpError(422, 'A required value is missing', { code: 'validation_failed' }),
  '23503': new HttpError(409, 'The request refers to something that does not exist', { code: 'conflict' }),
  '23505': new HttpError(409, 'That already exists', { code: 'conflict' }),
  '23514': new HttpError(422, 'A value in the request is not allowed', { code: 'validation_failed' }),
  '54000': new HttpError(422, 'A value in the request is too large', { code: 'validation_failed' }),
};

/**
 * The client error a database error stands for (a malformed value, a duplicate, a broken
 * reference), or null when it is the server's fault. Handlers that validate their input rarely
 * reach this; it keeps the rest from answering 500.
 */
export function httpErrorFromDatabase(error: unknown): HttpError | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? (CLIENT_CAUSED[code] ?? null) : null;
}

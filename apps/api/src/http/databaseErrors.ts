import { HttpError } from './errors.ts';

const invalidValue = (message: string) => new HttpError(400, message, { code: 'invalid_value' });

/** NUL (U+0000) is valid in JSON and JavaScript strings, but PostgreSQL text and jsonb cannot hold it. */
const NUL_TEXT = invalidValue(
  'Text in the request contains a NUL character (\\u0000), which cannot be stored; remove it',
);

// SQLSTATE codes caused by the values a client sent, not by the server.
const CLIENT_CAUSED: Record<string, HttpError> = {
  // character_not_in_repertoire: the only byte a JavaScript string can carry that UTF-8 text refuses is NUL.
  '22021': NUL_TEXT,
  // untranslatable_character: jsonb refuses the \u0000 escape.
  '22P05': NUL_TEXT,
  '22P02': invalidValue('A value in the request has the wrong format'),
  '22001': invalidValue('A value in the request is too long'),
  '22003': invalidValue('A number in the request is out of range'),
  '22007': invalidValue('A date or time in the request has the wrong format'),
  '22008': invalidValue('A date or time in the request is out of range'),
  '23502': new HttpError(422, 'A required value is missing', { code: 'validation_failed' }),
  '23503': new HttpError(409, 'The request refers to something that does not exist', { code: 'conflict' }),
  '23505': new HttpError(409, 'That already exists', { code: 'conflict' }),
  '23514': new HttpError(422, 'A value in the request is not allowed', { code: 'validation_failed' }),
  '54000': new HttpError(422, 'A value in the request is too large', { code: 'validation_failed' }),
};

/**
 * The client error a database error stands for (a malformed value, NUL text, a duplicate, a
 * broken reference), or null when it is the server's fault. Handlers that validate their input
 * rarely reach this; it keeps the rest from answering 500, the same on PGlite and PostgreSQL.
 */
export function httpErrorFromDatabase(error: unknown): HttpError | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? (CLIENT_CAUSED[code] ?? null) : null;
}

import { fieldErrors, isUuid } from '@earshot/validators';
import type { Context } from 'hono';
import type * as z from 'zod';
import type { AppEnv } from './appEnv.ts';
import { HttpError } from './errors.ts';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './jsonDepth.ts';

/** The largest request body the API reads. */
export const MAX_BODY_BYTES = 1024 * 1024;

function validationError(error: z.core.$ZodError): HttpError {
  const fields = fieldErrors(error);
  const names = Object.keys(fields);
  const message =
    names.length === 1 && names[0] !== 'root'
      ? `Check the field ${names[0]}`
      : names.length > 1
        ? `Check the fields ${names.join(', ')}`
        : 'The request body is not valid';
  return new HttpError(422, message, { code: 'validation_failed', fields });
}

/**
 * Reads and validates a JSON body: 400 when the content type is not JSON, the text is not JSON or
 * nests deeper than {@link MAX_JSON_DEPTH} (`body.too_deep`), 413 over {@link MAX_BODY_BYTES}, 422 `{ code: 'validation_failed', fields }` when it does not
 * match `schema`.
 */
export async function readJson<T>(c: Context<AppEnv>, schema: z.ZodType<T>): Promise<T> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new HttpError(400, 'Send the body as JSON with Content-Type: application/json');
  }
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw new HttpError(413, 'The request body is larger than 1 MB');
  }
  if (exceedsJsonDepth(text)) {
    throw new HttpError(
      400,
      `The request body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`,
      {
        code: 'body.too_deep',
      },
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, `The request body is not valid JSON: ${(error as Error).message}`);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Validates the query string against `schema`; 400 naming the bad parameter. */
export function readQuery<T>(c: Context<AppEnv>, schema: z.ZodType<T>): T {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.map(String).join('.') || 'query';
    const problem = issue?.code === 'unrecognized_keys' ? 'is not a known parameter' : 'is not valid';
    const unknown = issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : name;
    throw new HttpError(400, `Query parameter ${unknown} ${problem}`, {
      code: 'invalid_parameter',
      fields: fieldErrors(result.error),
    });
  }
  return result.data;
}

/** Returns `value` when it is a uuid; otherwise 400 "`name` must be a uuid". */
export function parseUuid(value: string | undefined, name: string): string {
  if (value === undefined || !isUuid(value)) {
    throw new HttpError(400, `${name} must be a uuid`, { code: 'invalid_parameter' });
  }
  return value.toLowerCase();
}

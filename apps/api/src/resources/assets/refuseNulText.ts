import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app.ts';
import { HttpError } from '../../http/errors.ts';

const nulRefused = () =>
  new HttpError(400, 'Text in the request may not contain NUL characters (\\u0000); remove them', {
    code: 'bad_request',
  });

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

/** The value of a JSON text, or the text itself when it is not JSON (the handler reports that). */
function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Answers 400 when the path, query or body carries a NUL character. PostgreSQL cannot store NUL in
 * text or jsonb and would fail the statement; refusing it up front keeps such input a client error.
 */
export const refuseNulText: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (containsNul(decoded(c.req.path)) || containsNul(c.req.queries())) throw nulRefused();
  const contentType = (c.req.header('content-type') ?? '').toLowerCase();
  if (contentType.includes('json')) {
    if (containsNul(parsedOrText(await c.req.text()))) throw nulRefused();
  } else if (contentType.startsWith('multipart/form-data')) {
    // An unreadable form is left to the handler, which names the problem.
    const parts = await c.req.parseBody().catch(() => ({}));
    for (const part of Object.values(parts)) {
      if (typeof part === 'string' && containsNul(parsedOrText(part))) throw nulRefused();
    }
  }
  await next();
};

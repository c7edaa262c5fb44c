/** A JSON answer: status and parsed body (null when empty). */
// biome-ignore lint/suspicious/noExplicitAny: answers are JSON whose shape the assertions check
export type Answer = { status: number; body: any };

/**
 * Calls `${baseUrl}/v1${path}` with an optional bearer token and JSON body, returning the status
 * and the parsed body.
 */
export async function callApi(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  json?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/v1${path}`, {
    method,
    headers,
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Non-JSON answers (CSV, HTML) stay text.
  }
  return { status: response.status, body };
}

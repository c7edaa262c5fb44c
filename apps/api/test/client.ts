/** A JSON answer: status, parsed body (null when empty) and headers. */
// biome-ignore lint/suspicious/noExplicitAny: answers are JSON whose shape the assertions check
export type Answer = { status: number; body: any; headers: Headers };

/** Text sent as it is under `Content-Type: application/json`, for bodies that are broken on purpose. */
export class RawJson {
  constructor(readonly text: string) {}
}

function encode(body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  if (body === undefined) return { headers: {} };
  // fetch writes the multipart content type with its boundary itself.
  if (body instanceof FormData) return { headers: {}, body };
  const json = { 'content-type': 'application/json' };
  if (body instanceof RawJson) return { headers: json, body: body.text };
  return { headers: json, body: JSON.stringify(body) };
}

/**
 * Calls `${baseUrl}/v1${path}` with an optional bearer token and body, returning the status, the
 * parsed body and the headers. A `FormData` body is sent as multipart, a {@link RawJson} as it is,
 * anything else as JSON.
 */
export async function callApi(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const request = encode(body);
  if (token) request.headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/v1${path}`, { method, ...request });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Non-JSON answers (CSV, HTML) stay text.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

async function expectOk(step: string, answer: Promise<Answer>): Promise<Answer> {
  const { status, body } = await answer;
  if (status < 200 || status >= 300) throw new Error(`${step} answered ${status}: ${JSON.stringify(body)}`);
  return answer;
}

/** A session token for `email`, through the sandbox's login link → mailbox → authenticate flow. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  await expectOk('login-link', callApi(baseUrl, null, 'POST', '/login-link', { email }));
  const mailbox = await expectOk(
    'mailbox',
    callApi(baseUrl, null, 'GET', `/sandbox/mailbox?email=${encodeURIComponent(email)}`),
  );
  const token: string | undefined = mailbox.body.messages[0]?.token;
  if (!token) throw new Error(`No login link in the mailbox of ${email}`);
  const session = await expectOk('authenticate', callApi(baseUrl, null, 'POST', '/authenticate', { token }));
  return session.body._token;
}

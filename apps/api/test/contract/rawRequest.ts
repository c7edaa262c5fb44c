import { request } from 'node:http';

/** A status and body text. */
export type RawAnswer = { status: number; text: string };

/**
 * Sends a request with node:http and resolves with the answer even when the server answers before
 * reading the whole body (an early 413) and closes the connection, which makes `fetch` fail.
 */
export async function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string | FormData,
): Promise<RawAnswer> {
  let payload: Buffer | undefined;
  const allHeaders = { ...headers };
  if (body instanceof FormData) {
    const encoded = new Response(body);
    payload = Buffer.from(await encoded.arrayBuffer());
    allHeaders['content-type'] = encoded.headers.get('content-type') ?? '';
  } else if (body !== undefined) {
    payload = Buffer.from(body);
  }
  if (payload) allHeaders['content-length'] = String(payload.length);
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers: allHeaders, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    // Writing may fail once the server has answered and hung up; the answer, parsed from the same
    // socket a moment later, is what counts. Without one the request fails.
    let answered = false;
    outgoing.on('response', () => {
      answered = true;
    });
    outgoing.on('error', (error) => {
      setTimeout(() => (answered ? undefined : reject(error)), 200);
    });
    outgoing.setTimeout(20_000, () => outgoing.destroy(new Error(`No answer from ${method} ${url}`)));
    outgoing.end(payload);
  });
}

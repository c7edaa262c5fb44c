import { request as httpRequest } from 'node:http';

/**
 * A `fetch` over node:http for the client under test. happy-dom's own fetch answers with Responses
 * whose `clone()` loses the body, and the platform middleware reads a clone of every JSON answer.
 */
export async function nodeFetch(request: Request): Promise<Response> {
  const body = ['GET', 'HEAD'].includes(request.method)
    ? undefined
    : Buffer.from(await request.arrayBuffer());
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      request.url,
      { method: request.method, headers: Object.fromEntries(request.headers) },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          const status = incoming.statusCode ?? 500;
          resolve(new Response(status === 204 ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

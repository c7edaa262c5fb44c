import type { IncomingMessage } from 'node:http';

/** The whole body of a request the test server received, as text (`latin1` keeps a multipart upload's bytes). */
export function readText(request: IncomingMessage, encoding: BufferEncoding = 'utf8'): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString(encoding)));
  });
}

/** The JSON body of a request the test server received. */
export async function readJson<T = Record<string, unknown>>(request: IncomingMessage): Promise<T> {
  return JSON.parse(await readText(request)) as T;
}

import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the test server received, with its body read. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** Answers a request; `reply` writes a JSON body. */
export type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

/** Starts a real HTTP server with `listener` on a free port of 127.0.0.1. */
export async function listen(listener: RequestListener) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Starts a real HTTP server on a free port; every request is recorded in `received`, its body read. */
export async function startServer(handler: Handler) {
  const received: ReceivedRequest[] = [];
  const server = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      handler(request, res);
    });
  });
  return { ...server, received };
}

/** Writes a JSON answer. */
export function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Parses a multipart body the way a storage service would, with the platform's own parser. */
export async function parseMultipart(request: ReceivedRequest): Promise<FormData> {
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
}

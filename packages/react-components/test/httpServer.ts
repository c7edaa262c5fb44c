import type { IncomingMessage, ServerResponse } from 'node:http';
import { json, listen } from '../../sdk-core/test/httpServer.ts';

export { json };

/** Answers a request the test server received; the handler reads the body itself, if it needs it. */
export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Starts a real HTTP server on a free port (the one sdk-core's tests use); every request's method and
 * path is recorded in `received`.
 */
export async function startServer(handler: Handler) {
  const received: string[] = [];
  const server = await listen((request, response) => {
    received.push(`${request.method} ${request.url}`);
    handler(request, response);
  });
  return { ...server, received };
}

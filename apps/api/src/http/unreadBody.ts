import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv.ts';

/** Request bodies a handler left unread are read and dropped up to this size before the answer. */
export const DRAINED_BODY_BYTES = 8 * 1024 * 1024;

/** How long a connection closed after an answer keeps discarding what the client still sends. */
const LINGER_MS = 10_000;

/** How long the answer waits for the rest of a drained body; a slower client's connection is closed. */
const DRAIN_MS = 10_000;

/**
 * Drops the rest of a body nobody will read. Answered now, the request cannot be read by anything
 * else: a stream the route started and abandoned is detached so that it no longer pauses the socket.
 */
function discardRest(incoming: IncomingMessage, limit: number, withinMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      resolve(ended);
    };
    const timer = setTimeout(() => finish(false), withinMs);
    timer.unref();
    let bytes = 0;
    incoming.removeAllListeners('data');
    incoming.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) finish(false);
    });
    incoming.once('end', () => finish(true));
    incoming.once('close', () => finish(incoming.complete));
    incoming.once('error', () => finish(false));
    incoming.resume();
  });
}

/**
 * Closes the connection once the answer is sent, without a reset: the server half-closes and keeps
 * discarding the client's data until the client closes too (or {@link LINGER_MS} pass). Node would
 * destroy the socket right after the answer, and closing a socket with unread data sends a TCP
 * reset, which can destroy the answer in the client's buffers before it reads it.
 */
function lingerOnClose(incoming: IncomingMessage): void {
  const socket = incoming.socket;
  socket.destroySoon = () => {
    socket.end();
  };
  socket.once('end', () => socket.destroy());
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
  void discardRest(incoming, Number.POSITIVE_INFINITY, LINGER_MS);
}

/**
 * Makes sure every client reads the answer to a request whose body was refused unread (413, a wrong
 * content type, an unknown route…): a body up to {@link DRAINED_BODY_BYTES} is read to its end and
 * dropped, which keeps the connection usable; a larger (or slower) one gets `Connection: close`
 * and a graceful close. Only requests served by a Node server have a socket to care for.
 */
export function settleUnreadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (!incoming || incoming.complete || incoming.destroyed) return;
    const declared = Number(c.req.header('content-length'));
    if (!(declared > DRAINED_BODY_BYTES) && (await discardRest(incoming, DRAINED_BODY_BYTES, DRAIN_MS)))
      return;
    c.header('Connection', 'close');
    lingerOnClose(incoming);
  };
}

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './appEnv.ts';

/**
 * The address the request came from, or `unknown` when the server can't tell (e.g. in-process
 * requests). Behind `trustedProxyHops` proxies (a load balancer: 1), it is the address the outermost
 * trusted proxy saw, read from `X-Forwarded-For`; anything a client wrote further left is ignored.
 * A request with fewer entries than trusted hops did not pass through them: its own address counts.
 */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.get('config').trustedProxyHops;
  if (hops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const address = forwarded[forwarded.length - hops];
    if (address) return address;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv.ts';

/**
 * Pages the app shows inside its own pages, which only the app's origin may frame: the dashboard
 * report (`GET /v1/dashboards/{name}`, in an iframe of the reporting screen). Every other page
 * (payments portal, GA4 consent) opens as a page of its own and may not be framed at all.
 */
const FRAMED_BY_APP = [/^\/v1\/dashboards\/[^/]+$/];

/** The policy of an HTML page that sets none: markup and inline styles, nothing loaded or run. */
const DEFAULT_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const hasDirective = (policy: string, name: string) =>
  policy.split(';').some((directive) => directive.trim().toLowerCase().startsWith(`${name} `));

/**
 * Headers every answer carries:
 * - `X-Content-Type-Options: nosniff`, so no answer is ever run as something it is not;
 * - `Referrer-Policy: no-referrer`: the API's pages carry signed tokens in their addresses
 *   (dashboards, payments portal) and need no referrer from anyone, so none leaves them;
 * - `Cache-Control: no-store` on JSON and HTML answers and on every answer that sets no caching
 *   of its own (public files and the pixel's script do): answers hold session tokens, login links
 *   and account data, which no cache may keep;
 * - on HTML pages, a Content-Security-Policy with `frame-ancestors` (the app's origin for
 *   {@link FRAMED_BY_APP}, `'none'` otherwise), added to the page's own policy when it sets one.
 *
 * They are set before the route answers, so they go into its answer as it is made; changing an
 * answer already made copies it, which cost four fifths of a bare route's requests per second
 * (measured with autocannon, 50 connections). Only pages and answers that set other caching for
 * JSON or HTML are changed afterwards.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    // A route that allows caching (a public file, the pixel's script) sets its own.
    c.header('Cache-Control', 'no-store');
    await next();
    const headers = c.res.headers;
    const contentType = (headers.get('Content-Type') ?? '').toLowerCase();
    const json = /^application\/(?:[\w.+-]+\+)?json\b/.test(contentType);
    const html = contentType.startsWith('text/html');
    if ((json || html) && headers.get('Cache-Control') !== 'no-store') {
      headers.set('Cache-Control', 'no-store');
    }
    if (!html) return;
    const frameAncestors = FRAMED_BY_APP.some((page) => page.test(c.req.path))
      ? new URL(c.get('config').appUrl).origin
      : "'none'";
    const policy = headers.get('Content-Security-Policy') ?? DEFAULT_PAGE_POLICY;
    const additions = [
      hasDirective(policy, 'frame-ancestors') ? null : `frame-ancestors ${frameAncestors}`,
      hasDirective(policy, 'base-uri') ? null : "base-uri 'none'",
    ].filter((directive) => directive !== null);
    headers.set('Content-Security-Policy', [policy, ...additions].join('; '));
  };
}

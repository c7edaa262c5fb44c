import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { buildTestPage, packageDir } from './buildTestPage.ts';

/**
 * The host page's stylesheet the screens must hold up under: `EARSHOT_HOST_CSS`, or the one shared
 * beside the repository (`../shared/embed/hostile.css`).
 */
export const HOST_CSS_PATH =
  process.env.EARSHOT_HOST_CSS || join(packageDir, '..', '..', '..', 'shared', 'embed', 'hostile.css');

export const hostCssFound = () => existsSync(HOST_CSS_PATH);

/** Builds test/hostileCssPage.tsx: `page.js`, and `page.css`, the package's stylesheet for that page. */
export const buildPage = () => buildTestPage('hostileCssPage.tsx');

/** How the host page loads its stylesheet around ours, and in which isolation it embeds the editor. */
export interface HostPage {
  isolation: 'scoped' | 'shadow';
  /** The host stylesheet's text, loaded before and after the package's; none without it. */
  hostCss: string | undefined;
}

/**
 * The host page: its stylesheet before and after ours (embedders load theirs on either side), the
 * package's stylesheet in the page only in scoped isolation (shadow isolation takes it by URL), and
 * the editor in a 760px column.
 */
function hostHtml({ isolation, hostCss }: HostPage): string {
  const host = hostCss === undefined ? '' : `<style>${hostCss}</style>`;
  const ours = isolation === 'scoped' ? '<link rel="stylesheet" href="/page.css">' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host portal</title>
${host}${ours}${host}</head>
<body><h1>Agency portal</h1><section><div id="embed" style="width: 760px"></div></section>
<script type="module" src="/page.js"></script></body></html>`;
}

/**
 * A local server for the page: `/?isolation=scoped|shadow&host=<name>` is the host page with the host
 * stylesheet of that name (none without `host`).
 */
export async function servePage(
  page: { js: string; css: string },
  hostStylesheets: Record<string, string>,
): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host.test');
    const body: Record<string, () => string> = {
      '/page.js': () => page.js,
      '/page.css': () => page.css,
      '/': () =>
        hostHtml({
          isolation: url.searchParams.get('isolation') === 'shadow' ? 'shadow' : 'scoped',
          hostCss: hostStylesheets[url.searchParams.get('host') ?? ''],
        }),
    };
    const answer = body[url.pathname];
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    const type = { '.js': 'text/javascript', '.css': 'text/css' }[extname(url.pathname)] ?? 'text/html';
    response.writeHead(200, { 'content-type': type }).end(answer());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export const pageOrigin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export const readHostCss = () => readFileSync(HOST_CSS_PATH, 'utf8');

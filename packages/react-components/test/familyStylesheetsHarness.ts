import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestPage } from './buildTestPage.ts';

/**
 * Builds test/familyStylesheetsPage.tsx into one script (its own stylesheet is not served: the
 * page links the package's).
 */
export const buildScreensPage = async () => (await buildTestPage('familyStylesheetsPage.tsx')).js;

/**
 * The host page of `/?screen=<Family>&styles=<names>`: the screen, with the stylesheets named
 * (`whole` for styles.css, else files of dist/styles such as `base,Team`) linked in that order.
 */
function hostHtml(stylesheets: string[]): string {
  const links = stylesheets.map((name) => `<link rel="stylesheet" href="/styles/${name}.css">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Embedder</title>${links}</head>
<body><div id="embed" style="width: 960px"></div><script type="module" src="/page.js"></script></body></html>`;
}

/** Serves the page script and the stylesheets by name (`whole`, `base`, each family). */
export async function serveScreens(script: string, stylesheets: Map<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://embedder.test');
    const stylesheet = /^\/styles\/([\w-]+)\.css$/.exec(url.pathname)?.[1];
    if (url.pathname === '/page.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    } else if (stylesheet !== undefined && stylesheets.has(stylesheet)) {
      response.writeHead(200, { 'content-type': 'text/css' }).end(stylesheets.get(stylesheet));
    } else if (url.pathname === '/') {
      const names = (url.searchParams.get('styles') ?? '').split(',').filter(Boolean);
      response.writeHead(200, { 'content-type': 'text/html' }).end(hostHtml(names));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export const screensOrigin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

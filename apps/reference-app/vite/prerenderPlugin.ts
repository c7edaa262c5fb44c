import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type { RenderedLoginPage } from '../src/login/renderLoginPage.tsx';
import {
  PRERENDER_CONFIG_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  type PrerenderedPage,
} from '../src/prerender/prerenderedPage.ts';
import type { AppShell } from './appShell.ts';
import { prerenderedHtml } from './prerenderedHtml.ts';
import { appConfigFromEnv } from './runtimeConfigPlugin.ts';

type Renderers = {
  renderLoginPage: (config: PrerenderedPage['config']) => RenderedLoginPage;
  renderAppFrame: () => string;
};

/**
 * Loads the pages' render functions through a Vite server of the same configuration and mode, so
 * the markup has the class names, aliases and precompiled messages of the build it goes with.
 */
async function withRenderers<T>(config: ResolvedConfig, use: (renderers: Renderers) => T): Promise<T> {
  const server = await createServer({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const [login, frame] = await Promise.all([
      server.ssrLoadModule('/src/login/renderLoginPage.tsx'),
      server.ssrLoadModule('/src/layout/renderAppFrame.tsx'),
    ]);
    return use({ ...login, ...frame } as Renderers);
  } finally {
    await server.close();
  }
}

/** The chunk of a dynamically imported module and every chunk it imports statically, as paths. */
function chunkWithImports(bundle: Rollup.OutputBundle, module: string, base: string): string[] {
  const chunk = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(module),
  );
  if (chunk?.type !== 'chunk') throw new Error(`The build has no chunk of ${module}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const output = bundle[fileName];
    if (output?.type === 'chunk') for (const imported of output.imports) visit(imported);
  };
  visit(chunk.fileName);
  return [...files].map((fileName) => `${base}${fileName}`);
}

/**
 * Prerenders at build time, with react-dom/server, in English and the light theme, the CSS each
 * shows inlined:
 * - the login page into `login.html` (which `vite preview`, and the service worker's precache, serve
 *   for /login), which `startLoginPage` hydrates. Its markup shows the build's run-time configuration
 *   (`dist/config.json`), which `#root` carries for the hydration;
 * - the app's frame (`AppFrameSkeleton`) into `index.html`, which every other page first paints; the
 *   app renders over it, starting with the same frame while the first page's data loads.
 */
export function prerenderPlugin({ shell }: { shell: AppShell }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'earshot:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return this.error('The build has no index.html to prerender into');
        const { apiUrl, sandbox } = appConfigFromEnv(process.env);
        const pageConfig = { apiUrl, sandbox };
        const [loginPage, appFrame] = await withRenderers(config, (renderers) => [
          renderers.renderLoginPage(pageConfig),
          renderers.renderAppFrame(),
        ]);
        const readStylesheet = (href: string) => {
          const asset = bundle[href.replace(/^\//, '')];
          if (asset?.type !== 'asset') throw new Error(`index.html links ${href}, which the build lacks`);
          return String(asset.source);
        };
        const template = String(index.source);
        const loginHtml = prerenderedHtml({
          template,
          markup: loginPage.html,
          title: loginPage.title,
          rootAttributes: {
            [PRERENDERED_ATTRIBUTE]: 'login',
            [PRERENDER_CONFIG_ATTRIBUTE]: JSON.stringify(pageConfig),
          },
          readStylesheet,
          modulePreloads: chunkWithImports(bundle, '/src/login/startLoginPage.tsx', config.base),
        });
        this.emitFile({ type: 'asset', fileName: 'login.html', source: loginHtml });
        const indexHtml = prerenderedHtml({
          template,
          markup: appFrame,
          title: 'Earshot',
          rootAttributes: { [PRERENDERED_ATTRIBUTE]: 'app-frame' },
          readStylesheet,
          modulePreloads: chunkWithImports(bundle, '/src/app/startApp.tsx', config.base),
        });
        index.source = indexHtml;
        shell.addPage('login.html', loginHtml);
        shell.addPage('index.html', indexHtml);
      },
    },
  };
}

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { createAppShell } from './vite/appShell.ts';
import { contentSecurityPolicy, extraConnectSourcesFromEnv } from './vite/contentSecurityPolicy.ts';
import { inlineThemeScriptPlugin, themeScript } from './vite/inlineThemeScriptPlugin.ts';
import { precompiledMessagesPlugin } from './vite/precompiledMessagesPlugin.ts';
import { prerenderPlugin } from './vite/prerenderPlugin.ts';
import { appConfigFromEnv, runtimeConfigPlugin } from './vite/runtimeConfigPlugin.ts';

const source = (pkg: string) => fileURLToPath(new URL(`../../packages/${pkg}/src/index.ts`, import.meta.url));

/**
 * React Router's production build. Its package exports only the development build (React Router
 * issue #14102), which keeps its development warnings (`ENABLE_DEV_WARNINGS`) in every bundle.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const packages = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/**
 * Fewer, larger chunks with names that say what they hold. React serves every page; the login page
 * adds only the message formatter; the app's framework (router, query cache, react-intl) serves
 * every page of the app. The other libraries go with the routes that use them, in chunks of at
 * least 20 kB where routes share them.
 */
const CHUNK_GROUPS = [
  { name: 'react', test: packages('react|react-dom|scheduler'), priority: 4 },
  {
    name: 'messageformat',
    test: packages('intl-messageformat|@formatjs/fast-memoize|@formatjs/icu-messageformat-parser'),
    priority: 3,
  },
  {
    name: 'framework',
    test: packages('react-router|@tanstack/query-core|@tanstack/react-query|react-intl|@formatjs/intl'),
    priority: 2,
  },
];

/** The port of `vite` and `vite preview` (`APP_PORT`, default 5173). */
const port = Number(process.env.APP_PORT ?? 5173);

/** What the service worker precaches: the prerendered pages and what they load at once. */
const shell = createAppShell();

export default defineConfig(({ command }) => ({
  plugins: [
    // React Aria ships its own strings in 34 languages; the app speaks the six of SUPPORTED_LOCALES.
    optimizeLocales.vite({ locales: ['en', 'de', 'es', 'es-MX', 'fr', 'zh-CN'] }),
    react(),
    vanillaExtractPlugin(),
    runtimeConfigPlugin(),
    precompiledMessagesPlugin(),
    inlineThemeScriptPlugin(),
    prerenderPlugin({ shell }),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      scope: '/',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Earshot',
        short_name: 'Earshot',
        description: 'The audio platform for the open internet',
        theme_color: '#1f2a44',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // The shell only (the pages, the first files of each, English); screens and other languages'
        // messages are cached the first time they load.
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        manifestTransforms: [shell.manifestTransform],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/config\.json$/],
        runtimeCaching: [
          {
            // Built files never change under their hashed names: the cache answers first.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'earshot-assets', expiration: { maxEntries: 300 } },
          },
          {
            // The run-time configuration: fresh when online, the last answer when offline.
            urlPattern: ({ url }) => url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'earshot-config', networkTimeoutSeconds: 3 },
          },
        ],
      },
    }),
  ],
  // Workspace packages are bundled from their sources (see tsconfig.json for why not by condition).
  resolve: {
    alias: [
      { find: '@earshot/react-components', replacement: source('react-components') },
      { find: '@earshot/sdk-core', replacement: source('sdk-core') },
      { find: '@earshot/validators', replacement: source('validators') },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: { port, strictPort: true },
  build: {
    // One stylesheet for the whole app: the components' entry brings every component's styles into
    // every page anyway, and one request beats dozens of small ones.
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  // The production build is served with its Content-Security-Policy, made for the same run-time
  // configuration `/config.json` serves; the dev server goes without (its module loader runs inline).
  preview: {
    port,
    strictPort: true,
    headers: {
      'Content-Security-Policy': contentSecurityPolicy(
        appConfigFromEnv(process.env),
        extraConnectSourcesFromEnv(process.env),
        [themeScript()],
      ),
    },
  },
}));

import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contentSecurityPolicy, extraConnectSourcesFromEnv } from './vite/contentSecurityPolicy.ts';
import { precompiledMessagesPlugin } from './vite/precompiledMessagesPlugin.ts';
import { appConfigFromEnv, runtimeConfigPlugin } from './vite/runtimeConfigPlugin.ts';

const source = (pkg: string) => fileURLToPath(new URL(`../../packages/${pkg}/src/index.ts`, import.meta.url));

/** The port of `vite` and `vite preview` (`APP_PORT`, default 5173). */
const port = Number(process.env.APP_PORT ?? 5173);

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    runtimeConfigPlugin(),
    precompiledMessagesPlugin(),
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
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/config\.json$/],
        runtimeCaching: [
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
    alias: {
      '@earshot/react-components': source('react-components'),
      '@earshot/sdk-core': source('sdk-core'),
      '@earshot/validators': source('validators'),
    },
  },
  server: { port, strictPort: true },
  // The production build is served with its Content-Security-Policy, made for the same run-time
  // configuration `/config.json` serves; the dev server goes without (its module loader runs inline).
  preview: {
    port,
    strictPort: true,
    headers: {
      'Content-Security-Policy': contentSecurityPolicy(
        appConfigFromEnv(process.env),
        extraConnectSourcesFromEnv(process.env),
      ),
    },
  },
});

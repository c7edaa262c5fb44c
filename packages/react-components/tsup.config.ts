import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * Every module is an entry and shared code is split into chunks, so dist keeps the module graph:
 * with `sideEffects` naming only the stylesheet, an embedder's bundler drops every module a page
 * does not use, as from source. (Bundled into a few chunks, a page with the provider alone carried
 * the top-level code of every screen.) Modules both entries use go to shared chunks, in CommonJS
 * too: one PlatformProvider context serves the screens of the main entry and the `InMemoryPlatform`
 * of `testing`.
 */
export default defineConfig({
  entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.test-d.ts'],
  format: ['esm', 'cjs'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' } },
  clean: true,
  sourcemap: true,
  treeshake: true,
  // The stylesheet is imported as is by embedders; unminified, esbuild would keep a comment per
  // vanilla-extract module that holds its whole source.
  minify: true,
  target: 'es2022',
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // Each entry gets the stylesheet of what it imports; the package ships the main entry's, which
  // holds every component's styles (`./styles.css`). The build then splits it into dist/styles
  // (`./styles/*.css`) with scripts/splitStylesheet.ts.
  onSuccess: async () => {
    for (const file of readdirSync('dist', { recursive: true, encoding: 'utf8' })) {
      if (/\.css(\.map)?$/.test(file) && !/^index\.css(\.map)?$/.test(file)) rmSync(join('dist', file));
    }
  },
});

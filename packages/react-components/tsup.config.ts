import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
  format: ['esm', 'cjs'],
  // Modules both entries use go to shared chunks, in CommonJS too: one PlatformProvider context
  // serves the screens of the main entry and the `InMemoryPlatform` of `testing`.
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  // The stylesheet is imported as is by embedders; unminified, esbuild would keep a comment per
  // vanilla-extract module that holds its whole source.
  minify: true,
  target: 'es2022',
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});

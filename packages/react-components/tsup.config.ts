import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
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

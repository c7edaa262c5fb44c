import { defineConfig } from 'tsup';

// Every module is an entry and shared code is split into chunks, so dist keeps the module graph: with
// `sideEffects: false`, a consumer's bundler drops every module it does not import (the query
// factories, the analytics facade, uploads), which top-level calls kept in a single bundled file.
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/**/*.d.ts'],
  format: ['esm', 'cjs'],
  splitting: true,
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
});

import { defineConfig } from 'tsup';

// Every module is an entry and shared code is split into chunks, so dist keeps the module graph:
// with `sideEffects: false`, a consumer's bundler drops every module it does not import
// (importing `isZipCode` does not pull zod or the schemas).
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts'],
  format: ['esm', 'cjs'],
  splitting: true,
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
});

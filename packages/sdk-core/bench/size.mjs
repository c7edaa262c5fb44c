// Gzipped bundle sizes of @earshot/sdk-core, as an app bundler would ship them: bundled from source,
// minified, tree-shaken, every dependency included except the analytics SDK, which the analytics
// facade loads lazily in its own chunk.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const CLIENT_BUDGET_BYTES = 10 * 1024;
const packageDir = new URL('..', import.meta.url).pathname;

async function gzippedSize(contents) {
  const result = await build({
    stdin: { contents, resolveDir: packageDir, loader: 'ts' },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['source'],
    external: ['@rudderstack/analytics-js'],
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;

const client = await gzippedSize("export { createPlatformClient } from './src/index.ts';");
const whole = await gzippedSize("export * from './src/index.ts';");
const pass = client.gzip <= CLIENT_BUDGET_BYTES;

console.log(
  `createPlatformClient + middleware: ${kb(client.gzip)} gzip (${kb(client.raw)} min), budget ${kb(CLIENT_BUDGET_BYTES)}: ${pass ? 'PASS' : 'FAIL'}`,
);
console.log(`whole package, tree-shaken:        ${kb(whole.gzip)} gzip (${kb(whole.raw)} min), no budget`);
if (!pass) process.exitCode = 1;

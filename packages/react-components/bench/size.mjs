// Gzipped JS and CSS an embedder ships for @earshot/react-components: bundled from source the way
// an app bundler would (minified, tree-shaken, every dependency included except react and
// react-dom, which the host page already has), the stylesheet extracted by vanilla-extract.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

const packageDir = new URL('..', import.meta.url).pathname;
const source = (pkg) => join(packageDir, '..', pkg, 'src', 'index.ts');

async function sizes(contents) {
  const outdir = mkdtempSync(join(tmpdir(), 'earshot-size-'));
  try {
    const result = await build({
      stdin: { contents, resolveDir: packageDir, loader: 'ts', sourcefile: 'entry.ts' },
      bundle: true,
      minify: true,
      treeShaking: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      // Workspace packages from source; not the `source` condition, which react-aria also publishes.
      alias: { '@earshot/sdk-core': source('sdk-core'), '@earshot/validators': source('validators') },
      external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'react-dom/server'],
      plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
      outdir,
      write: false,
      logLevel: 'error',
    });
    const measure = (extension) => {
      const file = result.outputFiles.find((output) => output.path.endsWith(extension));
      const bytes = file?.contents ?? new Uint8Array();
      return { raw: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength };
    };
    return { js: measure('.js'), css: measure('.css') };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const line = (name, { js, css }) =>
  `${name.padEnd(28)} JS ${kb(js.gzip)} gzip (${kb(js.raw)} min)   CSS ${kb(css.gzip)} gzip (${kb(css.raw)} min)`;

const minimal = await sizes("export { PlatformProvider, Button } from './src/index.ts';");
const whole = await sizes("export * from './src/index.ts';");

console.log('@earshot/react-components, react and react-dom excluded');
// The CSS is one stylesheet (`@earshot/react-components/styles.css`), the same whatever is imported.
console.log(line('PlatformProvider + Button', minimal));
console.log(line('whole package', whole));

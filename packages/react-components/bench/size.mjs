// What an embedder's page loads at first for @earshot/react-components: PlatformProvider alone, then
// with each headline screen, in gzipped JS and CSS beside their budgets; exits 1 when one is over.
//
// Bundled from source the way an app bundler would: minified, tree-shaken, every dependency included
// except react and react-dom, which the host page already has. What the code loads on demand by
// dynamic `import()` (another locale's messages, the toast region, the calendar, CSV and XLSX
// writers, the analytics SDK…) is its own chunk in an app and is left out: the figures are what
// loads with the page. The JS is imported from the package entry, as embedders do. The CSS is what
// the embedder links, since a bundler cannot tell which styles of the entry are used: base.css and
// the screen family's file (`@earshot/react-components/styles/*.css`), each gzipped on its own,
// split from source as the package build splits them.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { BASE, buildFamilyStylesheets } from '../scripts/familyStylesheets.ts';

const packageDir = new URL('..', import.meta.url).pathname;
const entry = join(packageDir, 'src', 'index.ts');
const source = (pkg) => join(packageDir, '..', pkg, 'src', 'index.ts');

/**
 * Budgets in kB gzipped. A screen's row holds PlatformProvider too, as every embedding does. The CSS
 * budgets are of the files a page links (base.css, which holds every style two families share, and
 * the family's own), not of the styles the row's modules use alone: no file of the package holds
 * only those, and splitting further would let the order of two families' files change the cascade.
 */
const ROWS = [
  { name: 'PlatformProvider', exports: ['PlatformProvider'], js: 45, css: 7 },
  { name: '+ CampaignEditor', exports: ['PlatformProvider', 'CampaignEditor'], js: 200, css: 8.5 },
  { name: '+ CampaignList', exports: ['PlatformProvider', 'CampaignList'], js: 150, css: 7.5 },
  { name: '+ Dashboard', exports: ['PlatformProvider', 'Dashboard'], js: 135, css: 7.5 },
  { name: '+ Reporting', exports: ['PlatformProvider', 'Reporting'], js: 200, css: 7.5 },
  { name: '+ AssetUploader', exports: ['PlatformProvider', 'AssetUploader'], js: 165, css: 7 },
  { name: '+ InventorySearch', exports: ['PlatformProvider', 'InventorySearch'], js: 118, css: 7 },
  { name: '+ Billing', exports: ['PlatformProvider', 'Billing'], js: 185, css: 7.5 },
  { name: '+ Team', exports: ['PlatformProvider', 'Team'], js: 185, css: 7.5 },
  { name: '+ OnboardingChecklist', exports: ['PlatformProvider', 'OnboardingChecklist'], js: 65, css: 7.5 },
];

/** The module of each export of the package entry, read from its `export { … } from '…'` lines. */
function exportModules() {
  const modules = new Map();
  const text = readFileSync(entry, 'utf8');
  for (const [, names, from] of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const name of names.split(',')) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (exported && !exported.startsWith('type ')) modules.set(exported, join(packageDir, 'src', from));
    }
  }
  return modules;
}

/** Leaves what is loaded by dynamic `import()` out of the bundle: an app puts it in a chunk of its own. */
const onDemandChunks = {
  name: 'on-demand-chunks',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** The stylesheets a row's page links: base.css, and the family file of each screen beside the provider. */
function rowStylesheets(row, modules) {
  const families = row.exports
    .filter((name) => name !== 'PlatformProvider')
    .map((name) => {
      const from = modules.get(name);
      if (!from) throw new Error(`${name} is not exported by src/index.ts`);
      return relative(join(packageDir, 'src'), from).split('/')[0];
    });
  return [BASE, ...families];
}

async function measure() {
  const modules = exportModules();
  const stylesheets = await buildFamilyStylesheets(packageDir);
  const gzipCss = (name) => {
    const css = stylesheets.files.get(name);
    if (css === undefined) throw new Error(`The build writes no styles/${name}.css`);
    return gzipSync(css, { level: 9 }).byteLength / 1024;
  };
  const dir = mkdtempSync(join(tmpdir(), 'earshot-size-'));
  try {
    const entryPoints = {};
    ROWS.forEach((row, index) => {
      const js = join(dir, `js-${index}.ts`);
      writeFileSync(js, `export { ${row.exports.join(', ')} } from ${JSON.stringify(entry)};\n`);
      entryPoints[`js-${index}`] = js;
    });
    const whole = join(dir, 'whole.ts');
    writeFileSync(whole, `export * from ${JSON.stringify(entry)};\n`);
    entryPoints.whole = whole;
    const result = await build({
      entryPoints,
      bundle: true,
      minify: true,
      treeShaking: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      // Workspace packages from source; not the `source` condition, which react-aria also publishes.
      alias: { '@earshot/sdk-core': source('sdk-core'), '@earshot/validators': source('validators') },
      external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'react-dom/server'],
      plugins: [onDemandChunks, vanillaExtractPlugin({ identifiers: 'short' })],
      outdir: join(dir, 'out'),
      write: false,
      logLevel: 'error',
    });
    const gzip = (name) => {
      const file = result.outputFiles.find((output) => output.path.endsWith(`/${name}`));
      return gzipSync(file?.contents ?? new Uint8Array(), { level: 9 }).byteLength / 1024;
    };
    return {
      rows: ROWS.map((row, index) => ({
        ...row,
        jsSize: gzip(`js-${index}.js`),
        cssSize: rowStylesheets(row, modules).reduce((sum, name) => sum + gzipCss(name), 0),
      })),
      whole: { js: gzip('whole.js'), css: gzipSync(stylesheets.whole, { level: 9 }).byteLength / 1024 },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { rows, whole } = await measure();
const kb = (value, digits = 2) => `${value.toFixed(digits)} kB`.padStart(10);
const cell = (size, budget) => `${kb(size)} / ${kb(budget, 1)}${size > budget ? ' OVER' : '     '}`;

console.log('@earshot/react-components: gzipped code a page loads at first, react and react-dom excluded');
console.log(`${''.padEnd(24)}${'JS / budget'.padStart(23)}${'CSS / budget'.padStart(31)}`);
for (const row of rows)
  console.log(`${row.name.padEnd(24)}${cell(row.jsSize, row.js)}   ${cell(row.cssSize, row.css)}`);
// The published stylesheet (`@earshot/react-components/styles.css`) holds every component's styles.
console.log(`${'whole package'.padEnd(24)}${kb(whole.js)}${''.padEnd(23)}${kb(whole.css)}`);

const over = rows.filter((row) => row.jsSize > row.js || row.cssSize > row.css);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((row) => row.name.replace('+ ', '')).join(', ')}`);
  process.exitCode = 1;
}

// Gzipped size of what a consumer's bundler ships: one predicate alone, and the whole package.
// Bundles with esbuild (bundle + minify + tree shaking) and gzips with zlib. The source entry is
// always measured; the built entry (dist, what npm users get) too once `pnpm build` has run.
// Fails when importing isZipCode alone costs 1 kB or more.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const PREDICATE_BUDGET_BYTES = 1024;

const cases = [
  { name: 'isZipCode only', code: "export { isZipCode } from '@earshot/validators';" },
  { name: 'validatePixelUrl only', code: "export { validatePixelUrl } from '@earshot/validators';" },
  {
    name: 'campaignFormSchema + fieldErrors',
    code: "export { campaignFormSchema, fieldErrors } from '@earshot/validators';",
  },
  { name: 'whole package', code: "export * from '@earshot/validators';" },
];

const entries = [{ name: 'src', conditions: ['source'] }];
if (existsSync(new URL('../dist/index.js', import.meta.url))) entries.push({ name: 'dist', conditions: [] });

async function gzippedSize(code, conditions) {
  const result = await build({
    stdin: { contents: code, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'neutral',
    conditions,
    write: false,
    logLevel: 'error',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

const rows = [];
let overBudget = false;
for (const entry of entries) {
  for (const { name, code } of cases) {
    const bytes = await gzippedSize(code, entry.conditions);
    rows.push({ entry: entry.name, import: name, 'gzip bytes': bytes });
    if (name === 'isZipCode only' && bytes >= PREDICATE_BUDGET_BYTES) overBudget = true;
  }
}
console.log('@earshot/validators bundle size (esbuild, minified, gzip -9)');
console.table(rows);
if (entries.length === 1)
  console.log('dist not built: run `pnpm --filter @earshot/validators build` to measure it too.');
if (overBudget) {
  console.error(
    `isZipCode alone must stay under ${PREDICATE_BUDGET_BYTES} bytes gzipped: keep zod out of the rule modules.`,
  );
  process.exit(1);
}

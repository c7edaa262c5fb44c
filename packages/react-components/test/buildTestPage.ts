import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

/** The package's folder. */
export const packageDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds a page of the Chromium tests (`test/<file>`) into one script and its stylesheet, as the
 * package's own build does: from the package's folder and with its vanilla-extract options, so class
 * names match those of the package's stylesheets; workspace packages from source.
 */
export async function buildTestPage(file: string): Promise<{ js: string; css: string }> {
  const source = (pkg: string) => join(packageDir, '..', pkg, 'src', 'index.ts');
  const result = await build({
    entryPoints: { page: join(packageDir, 'test', file) },
    absWorkingDir: packageDir,
    bundle: true,
    write: false,
    outdir: '/',
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Not the `source` condition for the workspace packages, which react-aria also publishes.
    alias: { '@earshot/sdk-core': source('sdk-core'), '@earshot/validators': source('validators') },
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    logLevel: 'silent',
  });
  const output = (suffix: string) => {
    const found = result.outputFiles.find((candidate) => candidate.path.endsWith(suffix));
    if (!found) throw new Error(`esbuild wrote no ${suffix} for ${file}`);
    return found.text;
  };
  return { js: output('.js'), css: output('.css') };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build, type Metafile, transform } from 'esbuild';

/**
 * The stylesheets an embedder may load instead of the whole `styles.css`: `base` (the theme, the
 * provider and what several families share) first, then one file per screen family it shows. Each `.css.ts` module's rules are
 * in exactly one file, in the order of the whole stylesheet, so loading several family files in
 * any order cannot change the cascade between them.
 */
export interface FamilyStylesheets {
  /** The whole stylesheet, minified: what tsup writes to dist/index.css (`./styles.css`). */
  whole: string;
  /** Minified stylesheets by name: `base`, then each family (the folder of its exports). */
  files: Map<string, string>;
  /** The `.css.ts` modules whose rules went to each file, in stylesheet order. */
  modules: Map<string, string[]>;
}

export const BASE = 'base';

/**
 * Folders whose exports are the foundation every screen stands on: the provider and what lies in
 * lower-case folders (theme, hooks, i18n). What they import goes to `base`. Every other folder of
 * the entry's exports (a screen such as `CampaignEditor`, a primitive such as `Button`) is a family.
 */
const isFoundation = (folder: string) => folder === 'PlatformProvider' || folder === folder.toLowerCase();

/**
 * The modules of the entry's value exports, by folder: read from its `export { … } from './Folder/…'`
 * lines, so a new screen gets its stylesheet without a list to update here.
 */
export function exportedFolders(entrySource: string): Map<string, string[]> {
  const folders = new Map<string, string[]>();
  for (const [, names, from] of entrySource.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g)) {
    const values = (names ?? '').split(',').filter((name) => name.trim() !== '' && !/^\s*type\s/.test(name));
    const folder = from?.split('/')[0];
    if (!from || !folder || folder === from || values.length === 0) continue;
    folders.set(folder, [...(folders.get(folder) ?? []), `src/${from}`]);
  }
  return folders;
}

/** Every input a module reaches, through static and dynamic imports alike: a lazily loaded tab is still shown. */
function reachable(metafile: Metafile, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    for (const imported of metafile.inputs[path]?.imports ?? []) {
      if (!imported.external) pending.push(imported.path);
    }
  }
  return seen;
}

/**
 * The whole stylesheet, unminified: esbuild then heads each vanilla-extract module's rules with a
 * comment naming its virtual CSS file (the metafile's name for it), which tells the modules apart.
 */
async function buildWholeStylesheet(packageDir: string) {
  const result = await build({
    entryPoints: { index: join(packageDir, 'src', 'index.ts') },
    absWorkingDir: packageDir,
    bundle: true,
    // As tsup builds the package (with code splitting, which decides what index.css holds), so the
    // split has exactly what styles.css has; scripts/splitStylesheet.ts checks it.
    splitting: true,
    format: 'esm',
    target: 'es2022',
    packages: 'external',
    // Same plugin options as tsup.config.ts: class names are hashes of the module and options.
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    outdir: join(packageDir, 'dist'),
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const css = result.outputFiles.find((file) => file.path === join(packageDir, 'dist', 'index.css'));
  if (!css) throw new Error('esbuild wrote no index.css for src/index.ts');
  return { css: css.text, metafile: result.metafile };
}

/** Each module's rules, unminified, in stylesheet order, keyed by its virtual CSS file. */
function moduleRules(css: string): Map<string, string> {
  const heading = /^\/\* (vanilla-extract-css-ns:[^\n]*?) \*\/\n/gm;
  const headings = [...css.matchAll(heading)];
  if (css.slice(0, headings[0]?.index ?? css.length).trim() !== '') {
    throw new Error('The stylesheet has rules outside any vanilla-extract module');
  }
  return new Map(
    headings.map((match, index) => [
      match[1] ?? '',
      css.slice((match.index ?? 0) + match[0].length, headings[index + 1]?.index ?? css.length),
    ]),
  );
}

const moduleName = (virtualFile: string) =>
  virtualFile.replace(/^vanilla-extract-css-ns:/, '').replace(/\.vanilla\.css\?source=.*$/, '');

const minify = async (css: string) => (await transform(css, { loader: 'css', minify: true })).code;

/** Builds the package's stylesheet from source and splits it into `base` and one file per family. */
export async function buildFamilyStylesheets(packageDir: string): Promise<FamilyStylesheets> {
  const { css, metafile } = await buildWholeStylesheet(packageDir);
  const folders = exportedFolders(readFileSync(join(packageDir, 'src', 'index.ts'), 'utf8'));
  const families = [...folders.keys()].filter((folder) => !isFoundation(folder)).sort();
  const foundation = reachable(
    metafile,
    [...folders].filter(([folder]) => isFoundation(folder)).flatMap(([, modules]) => modules),
  );
  const reachedBy = new Map(
    families.map((family) => [family, reachable(metafile, folders.get(family) ?? [])]),
  );

  /** Where a module's rules go: its one family, or `base` when the foundation or several families use it. */
  const fileOf = (virtualFile: string) => {
    if (foundation.has(virtualFile)) return BASE;
    const users = families.filter((family) => reachedBy.get(family)?.has(virtualFile));
    return users.length === 1 && users[0] ? users[0] : BASE;
  };

  const rules = new Map<string, string[]>([BASE, ...families].map((name) => [name, []]));
  const modules = new Map<string, string[]>([BASE, ...families].map((name) => [name, []]));
  for (const [virtualFile, text] of moduleRules(css)) {
    const file = fileOf(virtualFile);
    rules.get(file)?.push(text);
    modules.get(file)?.push(moduleName(virtualFile));
  }
  const files = new Map<string, string>();
  for (const [name, texts] of rules) files.set(name, await minify(texts.join('')));
  return { whole: await minify(css), files, modules };
}

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cssRules } from '../scripts/cssRules.ts';
import {
  BASE,
  buildFamilyStylesheets,
  exportedFolders,
  type FamilyStylesheets,
} from '../scripts/familyStylesheets.ts';
import { packageDir } from './buildTestPage.ts';

vi.setConfig({ hookTimeout: 120_000 });

/**
 * The rules each folder's exports need, found apart from the split: each folder's exports bundled
 * on their own, without code splitting, so what they load on demand is in their stylesheet too.
 */
async function rulesNeededByFolder(): Promise<Map<string, string[]>> {
  const folders = exportedFolders(readFileSync(join(packageDir, 'src', 'index.ts'), 'utf8'));
  const entryPoints = Object.fromEntries(
    [...folders].map(([folder, modules]) => [folder, `virtual:${modules.join(',')}`]),
  );
  const result = await build({
    entryPoints,
    absWorkingDir: packageDir,
    bundle: true,
    format: 'esm',
    packages: 'external',
    plugins: [
      {
        name: 'folder-entries',
        setup(plugin) {
          plugin.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path, namespace: 'folder' }));
          plugin.onLoad({ filter: /.*/, namespace: 'folder' }, (args) => ({
            contents: args.path
              .slice('virtual:'.length)
              .split(',')
              .map((module) => `export * from ${JSON.stringify(`./${module}`)};`)
              .join('\n'),
            resolveDir: packageDir,
          }));
        },
      },
      vanillaExtractPlugin({ identifiers: 'short' }),
    ],
    outdir: join(packageDir, 'dist'),
    write: false,
    minify: true,
    logLevel: 'error',
  });
  return new Map(
    [...folders.keys()].map((folder) => {
      const css = result.outputFiles.find((file) => file.path === join(packageDir, 'dist', `${folder}.css`));
      return [folder, cssRules(css?.text ?? '')];
    }),
  );
}

describe('the per-family stylesheets', () => {
  let stylesheets: FamilyStylesheets;
  let needed: Map<string, string[]>;

  beforeAll(async () => {
    [stylesheets, needed] = await Promise.all([buildFamilyStylesheets(packageDir), rulesNeededByFolder()]);
  });

  it('writes base.css and a file for each screen family the entry exports', () => {
    expect([...stylesheets.files.keys()]).toContain(BASE);
    for (const family of ['CampaignEditor', 'CampaignList', 'Dashboard', 'Reporting', 'Billing', 'Team']) {
      expect([...stylesheets.files.keys()]).toContain(family);
    }
    expect([...stylesheets.files.keys()]).not.toContain('PlatformProvider');
    expect([...stylesheets.files.keys()]).not.toContain('theme');
  });

  it('holds every rule of styles.css, each in one file only', () => {
    const split = [...stylesheets.files.values()].flatMap(cssRules);
    expect(split.toSorted()).toEqual(cssRules(stylesheets.whole).toSorted());
    const modules = [...stylesheets.modules.values()].flat();
    expect(new Set(modules).size).toBe(modules.length);
  });

  it('keeps the order of styles.css inside each file', () => {
    const whole = cssRules(stylesheets.whole);
    for (const [name, css] of stylesheets.files) {
      const positions = cssRules(css).map((rule) => whole.indexOf(rule));
      expect(positions, name).toEqual(positions.toSorted((a, b) => a - b));
    }
  });

  it("gives each family's screens every rule they need in base.css or the family's file", () => {
    const base = new Set(cssRules(stylesheets.files.get(BASE) ?? ''));
    for (const [folder, rules] of needed) {
      const own = new Set(cssRules(stylesheets.files.get(folder) ?? ''));
      expect(
        rules.filter((rule) => !base.has(rule) && !own.has(rule)),
        `${folder} needs rules outside base.css and ${folder}.css`,
      ).toEqual([]);
    }
  });

  it('puts what the provider and theme need in base.css', () => {
    const base = new Set(cssRules(stylesheets.files.get(BASE) ?? ''));
    for (const foundation of ['PlatformProvider', 'theme']) {
      expect(needed.get(foundation)?.length, foundation).toBeGreaterThan(0);
      expect(needed.get(foundation)?.filter((rule) => !base.has(rule))).toEqual([]);
    }
  });
});

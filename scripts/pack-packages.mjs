// Packs the published packages exactly as `pnpm publish` would: publishConfig applied, only the
// manifest's `files`, the workspace's beforePacking hook. The package checks and the consumer
// projects both test these tarballs, so what they test is what the registry would receive.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const packagesDir = new URL('../packages/', import.meta.url).pathname;

/**
 * @typedef {object} PackedPackage
 * @property {string} name the package's name, e.g. `@earshot/sdk-core`
 * @property {string} tarball the absolute path of its tarball
 */

/**
 * Packs every package of `packages/` that is not private into `destination`, in directory order.
 * Throws when `pnpm pack` fails or leaves no tarball.
 * @param {string} destination an existing directory
 * @param {{ quiet?: boolean }} [options] `quiet` keeps `pnpm pack`'s list of files off the terminal
 * @returns {PackedPackage[]}
 */
export function packPublishedPackages(destination, { quiet = false } = {}) {
  /** @type {PackedPackage[]} */
  const packed = [];
  for (const dir of readdirSync(packagesDir)) {
    const cwd = join(packagesDir, dir);
    if (!existsSync(join(cwd, 'package.json'))) continue;
    const manifest = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
    if (manifest.private) continue;
    const before = new Set(readdirSync(destination));
    const result = spawnSync('pnpm', ['pack', '--pack-destination', destination], {
      cwd,
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', 'inherit'],
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      throw new Error(`pnpm pack failed for ${manifest.name}${quiet ? `:\n${result.stdout}` : ''}`);
    }
    const tarball = readdirSync(destination).find((file) => !before.has(file));
    if (!tarball) throw new Error(`pnpm pack produced no tarball for ${manifest.name}`);
    packed.push({ name: manifest.name, tarball: join(destination, tarball) });
  }
  return packed;
}

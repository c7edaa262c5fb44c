// Packs every published package exactly as `pnpm publish` would (publishConfig applied, only `files`,
// the workspace's beforePacking hook), then checks the tarball: it holds the LICENSE, its source maps
// carry no inlined sources, its manifest no development-only field or workspace reference; then
// publint --strict and Are The Types Wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packPublishedPackages } from './pack-packages.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'earshot-pack-'));

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(out, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

/** Fails the run with `problem` about a package. */
function fail(name, problem) {
  console.error(`${name}: ${problem}`);
  rmSync(out, { recursive: true, force: true });
  process.exit(1);
}

/** Checks what a consumer receives: the license, source maps without sources, a clean manifest. */
function checkContents(name, tarball) {
  const unpacked = mkdtempSync(join(out, 'unpacked-'));
  run('tar', ['-xzf', tarball, '-C', unpacked], root);
  const dir = join(unpacked, 'package');
  if (!existsSync(join(dir, 'LICENSE'))) fail(name, 'the tarball holds no LICENSE');
  const maps = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.map'),
  );
  const withSources = maps.filter(
    (file) => 'sourcesContent' in JSON.parse(readFileSync(join(dir, file), 'utf8')),
  );
  if (withSources.length > 0) fail(name, `source maps inline their sources: ${withSources.join(', ')}`);
  const shipped = readFileSync(join(dir, 'package.json'), 'utf8');
  const packed = JSON.parse(shipped);
  for (const field of ['devDependencies', 'scripts']) {
    if (field in packed) fail(name, `the published manifest still has ${field}`);
  }
  if (shipped.includes('workspace:')) fail(name, 'the published manifest refers to the workspace');
  rmSync(unpacked, { recursive: true, force: true });
}

let packed;
try {
  packed = packPublishedPackages(out);
} catch (error) {
  rmSync(out, { recursive: true, force: true });
  throw error;
}
for (const { name, tarball } of packed) {
  console.log(`\n${name}: contents`);
  checkContents(name, tarball);
  console.log(`${name}: publint --strict`);
  run('pnpm', ['exec', 'publint', tarball, '--strict'], root);
  console.log(`${name}: attw`);
  run('pnpm', ['exec', 'attw', tarball, '--format', 'table-flipped'], root);
}
rmSync(out, { recursive: true, force: true });
console.log(`\n${packed.length} published packages pass publint and attw`);

// Packs every published package exactly as `pnpm publish` would (publishConfig applied, only `files`),
// then checks the tarball with publint --strict and Are The Types Wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const packagesDir = join(root, 'packages');
const out = mkdtempSync(join(tmpdir(), 'earshot-pack-'));

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(out, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

let checked = 0;
for (const dir of readdirSync(packagesDir)) {
  const cwd = join(packagesDir, dir);
  if (!existsSync(join(cwd, 'package.json'))) continue;
  const manifest = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
  if (manifest.private) continue;
  const before = new Set(readdirSync(out));
  run('pnpm', ['pack', '--pack-destination', out], cwd);
  const tarball = readdirSync(out).find((file) => !before.has(file));
  if (!tarball) throw new Error(`pnpm pack produced no tarball for ${manifest.name}`);
  console.log(`\n${manifest.name}: publint --strict`);
  run('pnpm', ['exec', 'publint', join(out, tarball), '--strict'], root);
  console.log(`${manifest.name}: attw`);
  run('pnpm', ['exec', 'attw', join(out, tarball), '--format', 'table-flipped'], root);
  checked += 1;
}
rmSync(out, { recursive: true, force: true });
console.log(`\n${checked} published packages pass publint and attw`);

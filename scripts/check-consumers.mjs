// The packages as an embedder receives them: packs them as `pnpm publish` would, installs the three
// tarballs with a plain `npm install` into fresh React 18 and React 19 projects outside the
// workspace, type-checks a strict consumer (`skipLibCheck: false`) under `bundler` and `node16`
// resolution, server-renders the headline screens in English and German, and bundles an embedding
// page to check in Chromium under a host portal's stylesheet (tests/consumer/project).
// Needs `pnpm run build` first.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createHostStylesheetCheck, HOST_CSS_PATH } from './check-host-stylesheet.mjs';
import { packPublishedPackages } from './pack-packages.mjs';

const root = new URL('..', import.meta.url).pathname;
const template = join(root, 'tests/consumer/project');

const readManifest = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const workspace = readManifest('package.json');
const components = readManifest('packages/react-components/package.json');

/**
 * The environment of the installs. The `npm_config_*` variables pnpm hands its scripts (the
 * workspace's settings, some unknown to npm) are left out but the registry: a consumer's project has
 * its own. npm's cache stays between runs (in the workspace's node_modules), and what it holds is
 * used without asking the registry again, so that after the first run nothing is downloaded; audit
 * and funding notices only slow the run down. Nothing here changes how npm resolves peer
 * dependencies: a conflict still fails the install.
 */
const npmEnvironment = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !name.toLowerCase().startsWith('npm_config_') || name.toLowerCase() === 'npm_config_registry',
    ),
  ),
  npm_config_cache: join(root, 'node_modules/.cache/consumer-npm'),
  npm_config_prefer_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

/**
 * The consumer projects: the oldest React the packages accept (peer `^18.3`) and the React the
 * workspace develops against, each with its own `@types/react`.
 */
const projects = [
  {
    name: 'react-18',
    dependencies: {
      react: '~18.3.1',
      'react-dom': '~18.3.1',
      '@types/react': '~18.3.0',
      '@types/react-dom': '~18.3.0',
    },
  },
  {
    name: 'react-19',
    dependencies: Object.fromEntries(
      ['react', 'react-dom', '@types/react', '@types/react-dom'].map((name) => [
        name,
        components.devDependencies[name],
      ]),
    ),
  },
];

/**
 * Runs a command in `cwd` (in `env`, else this process's environment), its output prefixed by the
 * project's name; rejects when it fails.
 */
function run(project, cwd, command, args, env = process.env) {
  const t0 = Date.now();
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const shown = [command, ...args].join(' ').replace(cwd, '.');
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      const trimmed = output.trim();
      const prefixed = trimmed ? trimmed.replaceAll(/^/gm, `[${project}] `) : '';
      if (code === 0) {
        console.log(`[${project}] ✔ ${shown} (${seconds} s)${prefixed ? `\n${prefixed}` : ''}`);
        resolve(undefined);
      } else {
        reject(new Error(`${prefixed}\n[${project}] ✖ ${shown} exited ${code} after ${seconds} s`));
      }
    });
  });
}

/**
 * A fresh project: the template's sources, and a manifest with React, TypeScript, esbuild (to bundle
 * the embedding page), TanStack Query (the server render fetches data into a `QueryClient` of the
 * version the package uses, as an embedder's server does) and the three tarballs as its only
 * dependencies.
 */
function createProject(dir, project, tarballs) {
  cpSync(template, dir, { recursive: true });
  const manifest = {
    name: `earshot-consumer-${project.name}`,
    private: true,
    type: 'module',
    dependencies: {
      ...project.dependencies,
      '@tanstack/react-query': components.dependencies['@tanstack/react-query'],
      typescript: workspace.devDependencies.typescript,
      esbuild: components.devDependencies.esbuild,
      ...Object.fromEntries(tarballs.map(({ name, tarball }) => [name, `file:${tarball}`])),
    },
    // esbuild's install script (which checks its binary) is reviewed, as npm now asks.
    allowScripts: { esbuild: true },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Bundles the embedding page (`src/embed.tsx`) into `public/` as an embedder's build would. */
function bundlePage(project, dir) {
  return run(project.name, dir, join(dir, 'node_modules/.bin/esbuild'), [
    'src/embed.tsx',
    '--bundle',
    '--format=esm',
    '--target=es2022',
    '--jsx=automatic',
    '--minify',
    '--define:process.env.NODE_ENV="production"',
    '--outdir=public',
    '--log-level=warning',
  ]);
}

/**
 * Installs, type-checks, server-renders and checks in Chromium (with `hostStylesheetCheck`) one
 * project.
 */
async function checkProject(project, dir, tarballs, hostStylesheetCheck) {
  createProject(dir, project, tarballs);
  await run(project.name, dir, 'npm', ['install'], npmEnvironment);
  const tsc = join(dir, 'node_modules/.bin/tsc');
  const strict = ['--noEmit', '--strict', '--skipLibCheck', 'false'];
  await run(project.name, dir, tsc, ['-p', 'tsconfig.bundler.json', ...strict]);
  await run(project.name, dir, tsc, ['-p', 'tsconfig.node16.json', ...strict]);
  await run(project.name, dir, process.execPath, ['ssr.mjs']);
  if (!existsSync(HOST_CSS_PATH)) {
    console.warn(`[${project.name}] - skipping Chromium: no ${HOST_CSS_PATH} (set EARSHOT_HOST_CSS)`);
    return;
  }
  await bundlePage(project, dir);
  const t0 = Date.now();
  const problems = await hostStylesheetCheck.check(dir);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  const step = `Chromium under the host stylesheet, ${hostStylesheetCheck.screens} screens (${seconds} s)`;
  if (problems.length > 0) {
    throw new Error(
      `${problems.map((line) => `[${project.name}] ${line}`).join('\n')}\n[${project.name}] ✖ ${step}`,
    );
  }
  console.log(`[${project.name}] ✔ ${step}`);
}

for (const dir of ['validators', 'sdk-core', 'react-components']) {
  if (!existsSync(join(root, 'packages', dir, 'dist'))) {
    console.error(`packages/${dir}/dist is missing: run \`pnpm run build\` first`);
    process.exit(1);
  }
}

const t0 = Date.now();
const work = mkdtempSync(join(tmpdir(), 'earshot-consumers-'));
mkdirSync(npmEnvironment.npm_config_cache, { recursive: true });
// One Chromium for both projects, started when the first page is bundled.
const hostStylesheetCheck = createHostStylesheetCheck();
try {
  const tarballs = packPublishedPackages(work, { quiet: true });
  console.log(`packed ${tarballs.map(({ tarball }) => basename(tarball)).join(', ')}`);
  // Side by side: one project's install waits on the network while the other's compiler works.
  const results = await Promise.allSettled(
    projects.map((project) => checkProject(project, join(work, project.name), tarballs, hostStylesheetCheck)),
  );
  const failed = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  for (const error of failed) console.error(error instanceof Error ? error.message : error);
  if (failed.length > 0) process.exitCode = 1;
  else console.log(`consumer projects on React 18 and 19 pass in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
} finally {
  await hostStylesheetCheck.close();
  // Some 40,000 files: deleted in the background, so that the next step need not wait for the disk.
  spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
}

// The whole test command: every check that must pass before anything lands, in order, stopping at
// the first failure. Each step is a plain command so it can be run alone while working.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** @typedef {[name: string, command: string, args: string[]]} Step */

/**
 * Steps in order; an inner list is a group whose steps run at the same time. The browser checks
 * share one: the end-to-end tests mostly wait on the app and the API, and the axe check of the
 * stories fills that time.
 * @type {(Step | Step[])[]}
 */
const steps = [
  ['lint and format', 'pnpm', ['run', 'lint']],
  ['typecheck', 'pnpm', ['run', 'typecheck']],
  ['contract lint', 'pnpm', ['run', 'lint:contract']],
  ['unit and integration tests', 'pnpm', ['run', 'test:unit']],
  ['build packages', 'pnpm', ['run', 'build']],
  ['published package checks', 'pnpm', ['run', 'test:packages']],
  ['consumer projects on React 18 and 19', 'pnpm', ['run', 'test:consumer']],
  ['storybook build', 'pnpm', ['--filter', '@earshot/storybook', 'build']],
  [
    ['stories in Chromium with axe', 'pnpm', ['--filter', '@earshot/storybook', 'test:a11y']],
    // Builds the app for production itself (while the sandbox API seeds), then drives it.
    ['app build and end-to-end tests in Chromium', 'pnpm', ['run', 'test:e2e']],
  ],
];

/**
 * Runs one step and resolves with its exit status. Alone, it writes to this terminal as it is;
 * in a group, each line goes out prefixed with the step's name, so the outputs stay apart.
 * @param {Step} step
 * @param {boolean} prefixed
 * @returns {Promise<{ name: string, status: number, seconds: string }>}
 */
function run([name, command, args], prefixed) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const t0 = Date.now();
  const child = spawn(command, args, {
    stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: process.env,
  });
  if (prefixed) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      resolve({ name, status: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

const started = Date.now();
let count = 0;
for (const entry of steps) {
  const group = typeof entry[0] === 'string' ? [/** @type {Step} */ (entry)] : /** @type {Step[]} */ (entry);
  count += group.length;
  const results = await Promise.all(group.map((step) => run(step, group.length > 1)));
  for (const { name, status, seconds } of results) {
    if (status === 0) console.log(`✔ ${name} (${seconds} s)`);
    else console.error(`\n✖ ${name} failed after ${seconds} s`);
  }
  if (results.some((result) => result.status !== 0)) process.exit(1);
}
console.log(`\nAll ${count} steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);

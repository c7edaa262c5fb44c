// The whole test command: every check that must pass before anything lands, in order, stopping at
// the first failure. Each step is a plain command so it can be run alone while working.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint and format', 'pnpm', ['run', 'lint']],
  ['typecheck', 'pnpm', ['run', 'typecheck']],
  ['contract lint', 'pnpm', ['run', 'lint:contract']],
  ['unit and integration tests', 'pnpm', ['run', 'test:unit']],
  ['build packages', 'pnpm', ['run', 'build']],
  ['published package checks', 'pnpm', ['run', 'test:packages']],
  ['storybook build', 'pnpm', ['--filter', '@earshot/storybook', 'build']],
  ['stories in Chromium with axe', 'pnpm', ['--filter', '@earshot/storybook', 'test:a11y']],
  // Builds the app for production itself (while the sandbox API seeds), then drives it.
  ['app build and end-to-end tests in Chromium', 'pnpm', ['run', 'test:e2e']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\nAll ${steps.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);

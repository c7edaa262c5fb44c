// Starts the product: the sandbox API on the embedded database (seeded with demo data on first start).
// Ctrl-C stops everything.
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@earshot/api', 'start'], { stdio: 'inherit', env: process.env }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    // Vitest leaves one core to its main process by default, which on a two-core machine means one
    // test file at a time. Our files spend much of their time waiting on databases, servers and
    // timers, so one worker per core keeps both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});

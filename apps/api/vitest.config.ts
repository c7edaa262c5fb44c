import { defineProject, mergeConfig } from 'vitest/config';
import { nodeProject } from '../../vitest.shared.ts';

// Each test file starts its own server over a fresh database (PGlite takes seconds on a busy machine).
export default mergeConfig(
  // Isolated: sharing a worker's modules among these files, whose embedded databases hold much
  // memory, ended with the worker exiting unexpectedly.
  nodeProject('api', { testTimeout: 30000, isolate: true }),
  defineProject({ test: { hookTimeout: 60000 } }),
);

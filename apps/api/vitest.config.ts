import { defineProject, mergeConfig } from 'vitest/config';
import { nodeProject } from '../../vitest.shared.ts';

// Each test file starts its own server over a fresh database (PGlite takes seconds on a busy machine).
export default mergeConfig(
  nodeProject('api', { testTimeout: 30000 }),
  defineProject({ test: { hookTimeout: 60000 } }),
);

import { nodeProject } from '../../vitest.shared.ts';

// Unit tests of the app's plain modules and build plugins; the browser suite runs from
// vitest.e2e.config.ts.
export default nodeProject('reference-app', { include: ['vite/**/*.test.ts'] });

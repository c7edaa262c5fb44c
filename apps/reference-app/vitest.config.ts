import { nodeProject } from '../../vitest.shared.ts';

// Unit tests of the app's plain modules, its build plugins and the bench's budget report; the browser
// suite runs from vitest.e2e.config.ts.
export default nodeProject('reference-app', { include: ['vite/**/*.test.ts', 'bench/**/*.test.ts'] });

import { nodeProject } from '../../vitest.shared.ts';

export default nodeProject('sdk-core');

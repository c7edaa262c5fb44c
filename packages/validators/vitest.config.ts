import { nodeProject } from '../../vitest.shared.ts';

export default nodeProject('validators');

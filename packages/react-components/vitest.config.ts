import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { browserProject } from '../../vitest.shared.ts';

const source = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src/index.ts`, import.meta.url));

export default browserProject('react-components', {
  plugins: [vanillaExtractPlugin()],
  alias: { '@earshot/sdk-core': source('sdk-core'), '@earshot/validators': source('validators') },
  setupFiles: ['./test/setup.ts'],
});

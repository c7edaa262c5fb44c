import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { browserProject } from '../../vitest.shared.ts';

const source = (pkg: string) => fileURLToPath(new URL(`../../packages/${pkg}/src/index.ts`, import.meta.url));

export default browserProject('storybook', {
  plugins: [vanillaExtractPlugin()],
  alias: {
    '@earshot/react-components': source('react-components'),
    '@earshot/sdk-core': source('sdk-core'),
    '@earshot/validators': source('validators'),
  },
  setupFiles: ['./test/setup.ts'],
  testTimeout: 15000,
});

import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { browserProject } from '../../vitest.shared.ts';

const source = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src/index.ts`, import.meta.url));

export default browserProject('react-components', {
  plugins: [vanillaExtractPlugin()],
  alias: {
    // The package by its own name, as the README's example imports it. The first matching prefix
    // wins, so the subpath comes first.
    '@earshot/react-components/testing': fileURLToPath(new URL('src/testing/index.ts', import.meta.url)),
    '@earshot/react-components': source('react-components'),
    '@earshot/sdk-core': source('sdk-core'),
    '@earshot/validators': source('validators'),
  },
  setupFiles: ['./test/setup.ts'],
});

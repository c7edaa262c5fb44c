import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const source = (pkg: string) =>
  fileURLToPath(new URL(`../../../packages/${pkg}/src/index.ts`, import.meta.url));

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
    resolve: {
      ...viteConfig.resolve,
      // Stories run on the packages' sources, so the build needs no package build first.
      alias: {
        '@earshot/react-components': source('react-components'),
        '@earshot/sdk-core': source('sdk-core'),
        '@earshot/validators': source('validators'),
      },
    },
  }),
};

export default config;

import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** A Vite alias: an import of `find`, or of a subpath below it, resolves to `replacement`. */
interface Alias {
  find: string;
  replacement: string;
}

/** The part of a workspace package's manifest the aliases read. */
interface Manifest {
  name: string;
  exports: Record<string, string | { source?: string }>;
}

/**
 * Every entry of a workspace package (`@earshot/react-components`, `…/testing`) mapped to the file its
 * `source` export condition names. Not Vite's `resolve.conditions`: react-aria publishes a `source`
 * condition of its own that points at files it does not ship.
 */
function sourceEntries(pkg: string): Alias[] {
  const root = new URL(`../../../packages/${pkg}/`, import.meta.url);
  const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as Manifest;
  return Object.entries(manifest.exports).flatMap(([subpath, conditions]) =>
    typeof conditions === 'object' && conditions.source
      ? [
          {
            find: `${manifest.name}${subpath.slice(1)}`,
            replacement: new URL(conditions.source, root).pathname,
          },
        ]
      : [],
  );
}

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
      // Stories run on the packages' sources, so the build needs no package build first. An alias
      // matches its name and every subpath below it: the longer names come first.
      alias: ['react-components', 'sdk-core', 'validators']
        .flatMap(sourceEntries)
        .sort((a, b) => b.find.length - a.find.length),
    },
  }),
};

export default config;

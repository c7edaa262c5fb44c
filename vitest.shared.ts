import { defaultServerConditions, type PluginOption } from 'vite';
import { defineProject } from 'vitest/config';

/**
 * Workspace packages resolve each other from `src` through the `source` export condition,
 * so tests never need a build step.
 *
 * Type tests (`*.test-d.ts`) are not run here: every package's tsconfig includes them, so
 * `pnpm typecheck` (tsc) fails on a broken `expectTypeOf` assertion, once, before the unit tests.
 */
export function nodeProject(
  name: string,
  options: { testTimeout?: number; isolate?: boolean; include?: string[] } = {},
) {
  return defineProject({
    resolve: { conditions: ['source', ...defaultServerConditions] },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts', ...(options.include ?? [])],
      // By default the files of a worker share the modules they import instead of loading them
      // afresh: these tests keep their state in what they create, not in mocks or module globals.
      isolate: options.isolate ?? false,
      testTimeout: options.testTimeout ?? 5000,
    },
  });
}

/** Options of {@link browserProject}. */
export interface BrowserProjectOptions {
  /** Vite plugins the sources need, e.g. the vanilla-extract plugin for `.css.ts` files. */
  plugins?: PluginOption[];
  /**
   * Workspace packages mapped to their sources. UI packages need this instead of the `source`
   * condition, because react-aria and @internationalized publish a `source` condition of their own
   * that points at files they do not ship.
   */
  alias?: Record<string, string>;
  /** Files run before each test file, e.g. Testing Library's cleanup. */
  setupFiles?: string[];
  /** @default 5000 */
  testTimeout?: number;
}

/**
 * A project for UI packages: tests run in happy-dom, which, unlike jsdom, resolves CSS variables.
 * A test file that must run without `window` (server rendering) says `// @vitest-environment node`.
 */
export function browserProject(name: string, options: BrowserProjectOptions = {}) {
  return defineProject({
    plugins: options.plugins ?? [],
    resolve: { alias: options.alias ?? {} },
    test: {
      name,
      environment: 'happy-dom',
      // Stylesheets are injected so tests can check computed styles (e.g. against a host's CSS).
      css: true,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles: options.setupFiles ?? [],
      testTimeout: options.testTimeout ?? 5000,
    },
  });
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const THEME_SCRIPT = fileURLToPath(new URL('../public/theme.js', import.meta.url));
const THEME_SCRIPT_TAG = '<script src="/theme.js"></script>';

/** The text of `public/theme.js`, which sets the remembered theme before the first paint. */
export function themeScript(): string {
  return readFileSync(THEME_SCRIPT, 'utf8');
}

/**
 * Inlines `/theme.js` into the built pages: it has to run before the first paint, and as a file it
 * would hold the paint back for a request. The Content-Security-Policy allows it by its hash
 * (`contentSecurityPolicy(…, [themeScript()])`); the dev server, without a policy, keeps the file.
 */
export function inlineThemeScriptPlugin(): Plugin {
  return {
    name: 'earshot:inline-theme-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(THEME_SCRIPT_TAG)) throw new Error(`index.html lacks ${THEME_SCRIPT_TAG}`);
        return html.replace(THEME_SCRIPT_TAG, () => `<script>${themeScript()}</script>`);
      },
    },
  };
}

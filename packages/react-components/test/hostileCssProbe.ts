import { readFileSync } from 'node:fs';

/**
 * The source of the page script hostileCssProbe.js (it defines `window.hostileCssProbe`), for
 * `page.addInitScript({ content: HOSTILE_CSS_PROBE })` in a test run by Node.
 */
export const HOSTILE_CSS_PROBE = readFileSync(new URL('hostileCssProbe.js', import.meta.url), 'utf8');

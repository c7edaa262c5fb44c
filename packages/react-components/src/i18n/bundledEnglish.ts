import type { Catalogue } from './catalogues.ts';

/**
 * The English messages of the screen families whose code a page has loaded. Each family adds its
 * `en.json` as its message hook is made (`createMessageHook`), which its screens import, so their
 * English is there before they render, with no catalogue to load.
 */
const bundled: Record<string, string> = {};

/** Adds a family's English messages to the bundled ones. */
export function addBundledEnglish(messages: Catalogue): void {
  Object.assign(bundled, messages);
}

/**
 * The English message of `key` from the families a page has loaded, else `undefined`: for what reads
 * a message by a key it builds (a form field's validation text, the label of a server's value)
 * without knowing the family that holds it.
 */
export function bundledEnglishMessage(key: string): string | undefined {
  return Object.hasOwn(bundled, key) ? bundled[key] : undefined;
}

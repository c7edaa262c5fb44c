import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/**
 * A key of the pre-flight messages: the fixes, keyed as `@earshot/validators` names them
 * (`preflight.loudness.too_loud`), and the report's own words (`preflightReport.…`).
 */
export type PreflightMessageKey = keyof typeof en;

/** Formats a pre-flight message, typed by key, in the provider's locale. */
export type PreflightTranslate = MessageTranslate<PreflightMessageKey>;

/** Returns a function formatting the pre-flight report's messages in the provider's locale. */
export const usePreflightMessage = createMessageHook(en);

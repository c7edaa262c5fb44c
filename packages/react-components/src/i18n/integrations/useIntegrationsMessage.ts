import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/** A key of the integration messages: the English file is the source every other locale translates. */
export type IntegrationsMessageKey = keyof typeof en;

/** Formats a integration message, typed by key, in the provider's locale. */
export type IntegrationsTranslate = MessageTranslate<IntegrationsMessageKey>;

/** Returns a function formatting the integration screens' messages in the provider's locale. */
export const useIntegrationsMessage = createMessageHook(en);

import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/** A key of the billing messages: the English file is the source every other locale translates. */
export type BillingMessageKey = keyof typeof en;

/** Formats a billing message, typed by key, in the provider's locale. */
export type BillingTranslate = MessageTranslate<BillingMessageKey>;

/** Returns a function formatting the billing screen's messages in the provider's locale. */
export const useBillingMessage = createMessageHook(en);

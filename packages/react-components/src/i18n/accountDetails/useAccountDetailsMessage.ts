import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/** A key of the account details messages: the English file is the source every other locale translates. */
export type AccountDetailsMessageKey = keyof typeof en;

/** Formats a account details message, typed by key, in the provider's locale. */
export type AccountDetailsTranslate = MessageTranslate<AccountDetailsMessageKey>;

/** Returns a function formatting the account details screen's messages in the provider's locale. */
export const useAccountDetailsMessage = createMessageHook(en);

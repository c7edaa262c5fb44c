import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/** A key of the audience messages: the English file is the source every other locale translates. */
export type AudienceMessageKey = keyof typeof en;

/** Formats a audience message, typed by key, in the provider's locale. */
export type AudienceTranslate = MessageTranslate<AudienceMessageKey>;

/** Returns a function formatting the audience screens' (audiences list and audience editor) messages in the provider's locale. */
export const useAudienceMessage = createMessageHook(en);

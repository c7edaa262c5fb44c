import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/** A key of the pixel screen messages: the English file is the source every other locale translates. */
export type PixelsMessageKey = keyof typeof en;

/** Formats a pixel screen message, typed by key, in the provider's locale. */
export type PixelsTranslate = MessageTranslate<PixelsMessageKey>;

/** Returns a function formatting the pixel screen's messages in the provider's locale. */
export const usePixelsMessage = createMessageHook(en);

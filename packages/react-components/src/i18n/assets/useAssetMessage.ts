import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/** A key of the asset messages: the English file is the source every other locale translates. */
export type AssetMessageKey = keyof typeof en;

/** Formats a asset message, typed by key, in the provider's locale. */
export type AssetTranslate = MessageTranslate<AssetMessageKey>;

/** Returns a function formatting the asset screens' (asset and creative lists and editors, audio generator, uploader) messages in the provider's locale. */
export const useAssetMessage = createMessageHook(en);

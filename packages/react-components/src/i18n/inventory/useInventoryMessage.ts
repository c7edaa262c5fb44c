import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/** A key of the inventory messages: the English file is the source every other locale translates. */
export type InventoryMessageKey = keyof typeof en;

/** Formats a inventory message, typed by key, in the provider's locale. */
export type InventoryTranslate = MessageTranslate<InventoryMessageKey>;

/** Returns a function formatting the inventory screens' (playlist table, inventory search, playlist editor) messages in the provider's locale. */
export const useInventoryMessage = createMessageHook(en);

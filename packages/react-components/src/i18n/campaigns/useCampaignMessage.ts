import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/** A key of the campaign messages: the English file is the source every other locale translates. */
export type CampaignMessageKey = keyof typeof en;

/** Formats a campaign message, typed by key, in the provider's locale. */
export type CampaignTranslate = MessageTranslate<CampaignMessageKey>;

/** Returns a function formatting a campaign editor or list message, typed by key, in the provider's locale. */
export const useCampaignMessage = createMessageHook(en);

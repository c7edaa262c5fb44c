import listEnglish from '../campaignList/en.json';
import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/** The campaign editor's English and the list's, whose status, goal and delivery words it shows too. */
const english = { ...listEnglish, ...en };

/** A key of the campaign messages: the English files are the source every other locale translates. */
export type CampaignMessageKey = keyof typeof english;

/** Formats a campaign message, typed by key, in the provider's locale. */
export type CampaignTranslate = MessageTranslate<CampaignMessageKey>;

/** Returns a function formatting a campaign editor message, typed by key, in the provider's locale. */
export const useCampaignMessage = createMessageHook(english);

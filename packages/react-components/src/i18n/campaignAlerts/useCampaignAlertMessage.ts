import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/**
 * A key of the campaign alerts' messages. They are a family of their own, apart from the campaign
 * screens', because the header's alerts show on every advertiser page and should bring only their
 * own words.
 */
export type CampaignAlertMessageKey = keyof typeof en;

/** Formats a campaign alert message, typed by key, in the provider's locale. */
export type CampaignAlertTranslate = MessageTranslate<CampaignAlertMessageKey>;

/** Returns a function formatting the campaign alerts' messages, typed by key, in the provider's locale. */
export const useCampaignAlertMessage = createMessageHook(en);

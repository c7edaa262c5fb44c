import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/**
 * A key of the campaign list's messages: the list, its filters and row actions, and the status,
 * goal and delivery words the campaign editor shows too. The English file is the source every other
 * locale translates.
 */
export type CampaignListMessageKey = keyof typeof en;

/** Formats a campaign list message, typed by key, in the provider's locale. */
export type CampaignListTranslate = MessageTranslate<CampaignListMessageKey>;

/**
 * Returns a function formatting a campaign list message, typed by key, in the provider's locale. The
 * list bundles this family's English only, not the editor's (see `useCampaignMessage`).
 */
export const useCampaignListMessage = createMessageHook(en);

import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/** A key of the team messages: the English file is the source every other locale translates. */
export type TeamMessageKey = keyof typeof en;

/** Formats a team message, typed by key, in the provider's locale. */
export type TeamTranslate = MessageTranslate<TeamMessageKey>;

/** Returns a function formatting the team screen's messages in the provider's locale. */
export const useTeamMessage = createMessageHook(en);

import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/** A key of the onboarding messages: the English file is the source every other locale translates. */
export type OnboardingMessageKey = keyof typeof en;

/** Formats a onboarding message, typed by key, in the provider's locale. */
export type OnboardingTranslate = MessageTranslate<OnboardingMessageKey>;

/** Returns a function formatting the onboarding checklist's messages in the provider's locale. */
export const useOnboardingMessage = createMessageHook(en);

import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/** A key of the dashboard and reporting messages: the English file is the source every other locale translates. */
export type ReportingMessageKey = keyof typeof en;

/** Formats a dashboard and reporting message, typed by key, in the provider's locale. */
export type ReportingTranslate = MessageTranslate<ReportingMessageKey>;

/** Returns a function formatting a dashboard or reporting message, typed by key, in the provider's locale. */
export const useReportingMessage = createMessageHook(en);

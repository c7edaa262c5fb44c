import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import dashboardEn from '../dashboard/en.json';
import reportingEn from './en.json';

/**
 * The English the reporting screens format: their own family's and the dashboard's, whose query
 * states and download button they show too.
 */
const en = { ...dashboardEn, ...reportingEn };

/** A key of the reporting and dashboard messages: the English files are the source every other locale translates. */
export type ReportingMessageKey = keyof typeof en;

/** Formats a reporting or dashboard message, typed by key, in the provider's locale. */
export type ReportingTranslate = MessageTranslate<ReportingMessageKey>;

/** Returns a function formatting a reporting or dashboard message, typed by key, in the provider's locale. */
export const useReportingMessage = createMessageHook(en);

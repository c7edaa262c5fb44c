import { createMessageHook, type MessageTranslate } from '../createMessageHook.ts';
import en from './en.json';

/**
 * A key of the dashboard's messages and of the parts of Reporting the dashboard shows too (its
 * query states and download button): the English file is the source every other locale translates.
 */
export type DashboardMessageKey = keyof typeof en;

/** Formats a dashboard message, typed by key, in the provider's locale. */
export type DashboardTranslate = MessageTranslate<DashboardMessageKey>;

/**
 * Returns a function formatting a dashboard message, typed by key, in the provider's locale. The
 * dashboard bundles this family's English only, not the reporting screens' (see `useReportingMessage`).
 */
export const useDashboardMessage = createMessageHook(en);

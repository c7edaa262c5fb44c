import { useMatches } from 'react-router';
import { deepestHandle } from '../router/routeHandle.ts';
import { usePageTitle } from './usePageTitle.ts';

/**
 * Titles the document after the page (spec §1): the title its screen gives (`page`, e.g. a campaign's
 * name and section), else the title the deepest matched route declares.
 */
export function useDocumentTitle(page: readonly string[] | null): void {
  usePageTitle(deepestHandle(useMatches())?.title, page);
}

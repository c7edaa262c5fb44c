import { useMatches } from 'react-router';
import { deepestHandle } from '../router/routeHandle.ts';
import { usePageTitle } from './usePageTitle.ts';

/** Titles the document after the deepest matched route (spec §1). */
export function useDocumentTitle(): void {
  usePageTitle(deepestHandle(useMatches())?.title);
}

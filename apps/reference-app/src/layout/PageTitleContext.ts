import { createContext, useContext } from 'react';

/**
 * Sets the title of the page shown, most specific part first, over the title its route declares;
 * `null` gives the route's title back.
 */
export type SetPageTitle = (title: readonly string[] | null) => void;

/** Filled by the root layout, which titles the document. */
export const PageTitleContext = createContext<SetPageTitle | null>(null);

/** The setter of the page's title; only under the root layout. */
export function useSetPageTitle(): SetPageTitle {
  const setTitle = useContext(PageTitleContext);
  if (!setTitle) throw new Error('useSetPageTitle: render this under the RootLayout route.');
  return setTitle;
}

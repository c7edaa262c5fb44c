/**
 * The document's title (spec §1): the product name, followed by the page's title when there is one;
 * a page titled by its trail names its most specific step first ("Earshot · Spring Sale · Campaigns").
 */
export function documentTitle(appName: string, page: readonly string[]): string {
  return [appName, ...page].join(' · ');
}

import { type BreadcrumbItem, Breadcrumbs } from '@earshot/react-components';
import { useEffect } from 'react';
import { useSetPageTitle } from './PageTitleContext.ts';

/** Props of {@link PageTrail}. */
export interface PageTrailProps {
  /**
   * The way to the page: its section (a link), then the item shown; the last step is a link only
   * when a `view` follows it. These steps title the document, the item first.
   */
  steps: readonly BreadcrumbItem[];
  /** The part of the item shown, e.g. a campaign's tab: the last breadcrumb, left out of the title. */
  view?: string;
}

/**
 * Where an editor screen sits, as breadcrumbs ("Campaigns › Spring Sale › Targeting"), and the document
 * titled after it ("Earshot · Spring Sale · Campaigns"), until the screen is left.
 */
export function PageTrail({ steps, view }: PageTrailProps) {
  const setPageTitle = useSetPageTitle();
  // As a string, the title changes only when a label does, not with each render's new array.
  const title = JSON.stringify(steps.map((step) => step.label).reverse());
  useEffect(() => {
    setPageTitle(JSON.parse(title));
    return () => setPageTitle(null);
  }, [title, setPageTitle]);
  return <Breadcrumbs items={view ? [...steps, { label: view }] : steps} />;
}

import { useState } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import * as styles from './layout.css.ts';
import { PageTitleContext } from './PageTitleContext.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useIdentify } from './useIdentify.ts';
import { usePageFade } from './usePageFade.ts';
import { usePageViews } from './usePageViews.ts';

/**
 * The frame of every page: title (the route's, or one a screen gives through `PageTrail`), page views,
 * analytics identity and a progress line while a page loads (the frame is `aria-busy` meanwhile).
 * Moving between the public pages and the advertiser area fades; the area fades its own pages.
 */
export function RootLayout() {
  const [pageTitle, setPageTitle] = useState<readonly string[] | null>(null);
  useDocumentTitle(pageTitle);
  usePageViews();
  useIdentify();
  const area = useMatches()[1]?.id ?? '';
  const fadeRef = usePageFade<HTMLDivElement>(area);
  const loading = useNavigation().state === 'loading';
  return (
    <div ref={fadeRef} className={styles.shell} aria-busy={loading || undefined}>
      {loading ? <div className={styles.progress} aria-hidden="true" /> : null}
      <PageTitleContext.Provider value={setPageTitle}>
        <Outlet />
      </PageTitleContext.Provider>
      <ScrollRestoration />
    </div>
  );
}

import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import * as styles from './layout.css.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useIdentify } from './useIdentify.ts';
import { usePageFade } from './usePageFade.ts';
import { usePageViews } from './usePageViews.ts';

/**
 * The frame of every page: title, page views, analytics identity and a progress line while a page
 * loads (the frame is `aria-busy` meanwhile). Moving between the public pages and the advertiser area
 * fades; the area fades its own pages.
 */
export function RootLayout() {
  useDocumentTitle();
  usePageViews();
  useIdentify();
  const area = useMatches()[1]?.id ?? '';
  const fadeRef = usePageFade<HTMLDivElement>(area);
  const loading = useNavigation().state === 'loading';
  return (
    <div ref={fadeRef} className={styles.shell} aria-busy={loading || undefined}>
      {loading ? <div className={styles.progress} aria-hidden="true" /> : null}
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}

import { NAVIGATION_SECTIONS, NavigationMenu, ReadOnlyBanner } from '@earshot/react-components';
import { advertiserSegment } from '@earshot/sdk-core';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { useActiveAdvertiser } from '../screens/useActiveAdvertiser.ts';
import { AppHeader } from './AppHeader.tsx';
import { ImpersonationBar } from './ImpersonationBar.tsx';
import * as styles from './layout.css.ts';
import { useNavigationSections } from './useNavigationSections.ts';
import { usePageFade } from './usePageFade.ts';

/** Route segments that belong to a section of another name. */
const SECTION_OF: Record<string, (typeof NAVIGATION_SECTIONS)[number]> = { audience: 'audiences' };

/**
 * The frame of the main screens: header, navigation (a sidebar, or a drawer behind the header's menu
 * button on narrow screens), banners, and the screen fading in.
 */
export function AdvertiserLayout() {
  const t = useAppMessage();
  const { analytics } = useAppServices();
  const advertiser = useActiveAdvertiser();
  const sections = useNavigationSections(advertiser.uuid);
  const { pathname } = useLocation();
  const fadeRef = usePageFade<HTMLElement>(pathname);
  const segment = pathname.split('/')[2] ?? '';
  const section = SECTION_OF[segment] ?? NAVIGATION_SECTIONS.find((candidate) => candidate === segment);

  useEffect(() => {
    void analytics.group(advertiser);
  }, [analytics, advertiser]);

  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t('app.skipToContent')}
      </a>
      <ImpersonationBar />
      <AppHeader advertiser={advertiser} section={section} />
      {advertiser.tmp_admin_access ? (
        <p role="status" className={styles.bar}>
          {t('admin.temporaryAccess', { advertiserName: advertiser.name })}
        </p>
      ) : null}
      <div className={styles.body}>
        <div className={styles.sidebar}>
          <NavigationMenu
            advertiser={advertiserSegment(advertiser)}
            sections={sections}
            {...(section ? { currentSection: section } : {})}
          />
        </div>
        <main id="main" ref={fadeRef} className={styles.main}>
          <ReadOnlyBanner userRole={advertiser.user_role} advertiserName={advertiser.name} />
          <Outlet />
        </main>
      </div>
    </>
  );
}

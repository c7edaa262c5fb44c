import { AdvertiserSwitcher, CampaignAlertsMenu, type NavigationSection } from '@earshot/react-components';
import { advertiserSegment } from '@earshot/sdk-core';
import { lazy, Suspense } from 'react';
import { useAppServices } from '../app/AppServicesContext.ts';
import type { Advertiser } from '../app/appTypes.ts';
import { AppUserMenu } from './AppUserMenu.tsx';
import { BrandLink } from './BrandLink.tsx';
import * as styles from './layout.css.ts';
import { useMediaQuery } from './useMediaQuery.ts';
import { useNavigationSections } from './useNavigationSections.ts';

const NarrowNavigation = lazy(async () => ({
  default: (await import('./NarrowNavigation.tsx')).NarrowNavigation,
}));

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  advertiser: Advertiser;
  /** The section on screen, marked in the navigation drawer. */
  section: NavigationSection | undefined;
}

/**
 * The header: the navigation's menu button on narrow screens, the logo, the advertiser switcher, the
 * campaign alerts and the user menu.
 */
export function AppHeader({ advertiser, section }: AppHeaderProps) {
  const services = useAppServices();
  const sections = useNavigationSections(advertiser.uuid);
  const isNarrow = useMediaQuery(styles.NARROW);
  const segment = advertiserSegment(advertiser);
  // The user's own advertisers, plus a foreign one an admin has opened.
  const own = services.advertisers.list() ?? [];
  const switchable = (own.some((item) => item.uuid === advertiser.uuid) ? own : [...own, advertiser]).map(
    (item) => ({ id: item.uuid, name: item.name, advertiser: item }),
  );
  return (
    <header className={styles.header}>
      <div className={styles.menuSlot}>
        {isNarrow ? (
          <Suspense fallback={null}>
            <NarrowNavigation
              advertiser={segment}
              sections={sections}
              {...(section ? { currentSection: section } : {})}
            />
          </Suspense>
        ) : null}
      </div>
      <BrandLink href={`/${segment}/dashboard`} />
      <div className={styles.switcherSlot}>
        <AdvertiserSwitcher
          advertisers={switchable}
          selectedId={advertiser.uuid}
          onSelect={(item) => services.navigator.navigate(`/${advertiserSegment(item.advertiser)}/dashboard`)}
        />
      </div>
      <CampaignAlertsMenu
        advertiserId={advertiser.uuid}
        userRole={advertiser.user_role}
        campaignHref={(id) => `/${segment}/campaigns/${encodeURIComponent(id)}/general-information`}
      />
      <AppUserMenu />
    </header>
  );
}

import { AdvertiserSwitcher, Button, Link } from '@earshot/react-components';
import { advertiserSegment } from '@earshot/sdk-core';
import { AdminToolsDialog } from '../admin/AdminToolsDialog.tsx';
import { useAppServices } from '../app/AppServicesContext.ts';
import type { Advertiser } from '../app/appTypes.ts';
import { isAdmin } from '../app/currentUser.ts';
import { useLogout } from '../app/useLogout.ts';
import { useSessionState } from '../app/useSessionState.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import * as styles from './layout.css.ts';

/** The header: product name, advertiser switcher, language, admin tools and logout. */
export function AppHeader({ advertiser }: { advertiser: Advertiser }) {
  const t = useAppMessage();
  const services = useAppServices();
  const state = useSessionState();
  const { logout, isPending } = useLogout();
  // The user's own advertisers, plus a foreign one an admin has opened.
  const own = services.advertisers.list() ?? [];
  const switchable = (own.some((item) => item.uuid === advertiser.uuid) ? own : [...own, advertiser]).map(
    (item) => ({ id: item.uuid, name: item.name, advertiser: item }),
  );
  return (
    <header className={styles.header}>
      <Link href={`/${advertiserSegment(advertiser)}/dashboard`} className={styles.brand}>
        {t('app.name')}
      </Link>
      <AdvertiserSwitcher
        advertisers={switchable}
        selectedId={advertiser.uuid}
        onSelect={(item) => services.navigator.navigate(`/${advertiserSegment(item.advertiser)}/dashboard`)}
      />
      <LanguageSwitch />
      {isAdmin(state) && !state.isImpersonating ? <AdminToolsDialog /> : null}
      <Button variant="secondary" isPending={isPending} onPress={logout}>
        {t('header.logout')}
      </Button>
    </header>
  );
}

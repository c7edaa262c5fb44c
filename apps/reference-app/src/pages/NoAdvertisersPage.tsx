import { Button, PageHeader, usePlatform } from '@earshot/react-components';
import { useEffect } from 'react';
import { AdminTools } from '../admin/AdminTools.tsx';
import { useAppServices } from '../app/AppServicesContext.ts';
import { isAdmin } from '../app/currentUser.ts';
import { useLogout } from '../app/useLogout.ts';
import { useSessionState } from '../app/useSessionState.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { LanguageSwitch } from '../layout/LanguageSwitch.tsx';
import * as styles from '../layout/layout.css.ts';

/**
 * /no-advertisers: the account has no advertiser. Spec §8: a toast asks to contact support, and
 * tapping it opens the support chat. Admins, often members of nothing, get their tools here.
 */
export function NoAdvertisersPage() {
  const t = useAppMessage();
  const { config } = useAppServices();
  const { toasts } = usePlatform();
  const state = useSessionState();
  const { logout, isPending } = useLogout();
  const admin = isAdmin(state);

  useEffect(() => {
    if (admin) return;
    const key = toasts.notify({
      kind: 'error',
      title: t('noAdvertisers.toastTitle'),
      message: t('noAdvertisers.toastMessage'),
      action: {
        label: t('noAdvertisers.contactSupport'),
        onAction: () => window.open(config.supportChatUrl, '_blank', 'noopener'),
      },
    });
    return () => toasts.close(key);
  }, [admin, toasts, t, config.supportChatUrl]);

  return (
    <main className={styles.centered}>
      <div className={styles.narrow}>
        <PageHeader
          title={t('noAdvertisers.title')}
          description={t('noAdvertisers.description')}
          actions={
            <Button variant="secondary" isPending={isPending} onPress={logout}>
              {t('header.logout')}
            </Button>
          }
        />
        <LanguageSwitch />
        {admin ? <AdminTools /> : null}
      </div>
    </main>
  );
}

import { Button, CreateAdvertiser, Link, PageHeader, usePlatform } from '@earshot/react-components';
import { Suspense, useEffect } from 'react';
import { AdminTools } from '../admin/AdminTools.tsx';
import { useAppServices } from '../app/AppServicesContext.ts';
import { isAdmin } from '../app/currentUser.ts';
import { useLogout } from '../app/useLogout.ts';
import { useSessionState } from '../app/useSessionState.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { AppLoader } from '../layout/AppLoader.tsx';
import { LanguageSwitch } from '../layout/LanguageSwitch.tsx';
import * as styles from '../layout/layout.css.ts';
import { openSupportContact, opensInNewTab } from './supportContact.ts';
import { useOpenCreatedAdvertiser } from './useOpenCreatedAdvertiser.ts';

/**
 * /no-advertisers: the account has no advertiser. The user creates one here, whose onboarding then
 * opens, or contacts support. Spec §8: a toast asks to contact support, and tapping it opens the
 * support contact, as the page's link does. Admins, often members of nothing, get their tools here.
 */
export function NoAdvertisersPage() {
  const t = useAppMessage();
  const { config } = useAppServices();
  const { toasts } = usePlatform();
  const state = useSessionState();
  const { logout, isPending } = useLogout();
  const openCreated = useOpenCreatedAdvertiser();
  const admin = isAdmin(state);
  const support = config.supportChatUrl;

  useEffect(() => {
    if (admin) return;
    const key = toasts.notify({
      kind: 'error',
      title: t('noAdvertisers.toastTitle'),
      message: t('noAdvertisers.toastMessage'),
      action: { label: t('noAdvertisers.contactSupport'), onAction: () => openSupportContact(support) },
    });
    return () => toasts.close(key);
  }, [admin, toasts, t, support]);

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
        {admin ? <AdminTools /> : null}
        <Suspense fallback={<AppLoader />}>
          <CreateAdvertiser onCreated={openCreated} />
        </Suspense>
        <p>
          {t('noAdvertisers.supportHint')}{' '}
          <Link href={support} target={opensInNewTab(support) ? '_blank' : undefined}>
            {t('noAdvertisers.contactSupport')}
          </Link>
        </p>
        <LanguageSwitch />
      </div>
    </main>
  );
}

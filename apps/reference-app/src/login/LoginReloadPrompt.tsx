import type { SupportedLocale } from '@earshot/react-components';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Theme } from '../app/themeStore.ts';
import { wasOfflineReadyAnnounced } from '../pwa/offlineReadyNotice.ts';
import { useServiceWorker } from '../pwa/serviceWorkerStore.ts';

const ReloadPromptFrame = lazy(() => import('./LoginReloadPromptFrame.tsx'));

/** Props of {@link LoginReloadPrompt}. */
export interface LoginReloadPromptProps {
  locale: SupportedLocale;
  theme: Theme;
}

/**
 * The app's reload prompt on the login page, loaded (with the components' frame it needs) only once
 * the service worker has something to say that the visitor has not heard.
 */
export function LoginReloadPrompt({ locale, theme }: LoginReloadPromptProps) {
  const { offlineReady, needRefresh } = useServiceWorker();
  const [isOpened, setOpened] = useState(false);
  useEffect(() => {
    if (needRefresh || (offlineReady && !wasOfflineReadyAnnounced(window.localStorage))) setOpened(true);
  }, [offlineReady, needRefresh]);
  return isOpened ? (
    <Suspense fallback={null}>
      <ReloadPromptFrame locale={locale} theme={theme} />
    </Suspense>
  ) : null;
}

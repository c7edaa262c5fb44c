import type { SupportedLocale } from '@earshot/react-components';
import { lazy, Suspense } from 'react';
import type { Theme } from '../app/themeStore.ts';
import { useServiceWorkerNews } from '../pwa/useServiceWorkerNews.ts';

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
  return useServiceWorkerNews() ? (
    <Suspense fallback={null}>
      <ReloadPromptFrame locale={locale} theme={theme} />
    </Suspense>
  ) : null;
}

import { useRegisterSW } from 'virtual:pwa-register/react';
import { ReloadPrompt } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';

/** Registers the service worker (/sw.js, scope /) and shows the reload prompt of spec §2. */
export function AppReloadPrompt() {
  const t = useAppMessage();
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error) => console.error('Service worker registration failed', error),
  });
  return (
    <ReloadPrompt
      appName={t('app.name')}
      offlineReady={offlineReady}
      needRefresh={needRefresh}
      onUpdate={() => updateServiceWorker(true)}
      onClose={() => {
        setOfflineReady(false);
        setNeedRefresh(false);
      }}
    />
  );
}

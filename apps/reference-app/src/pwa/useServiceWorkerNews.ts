import { useEffect, useState } from 'react';
import { wasOfflineReadyAnnounced } from './offlineReadyNotice.ts';
import { useServiceWorker } from './serviceWorkerStore.ts';

/**
 * Whether the service worker has said something the visitor has not heard yet (a new version, or
 * that the app works offline, said once per browser); once true, it stays true for the page.
 */
export function useServiceWorkerNews(): boolean {
  const { offlineReady, needRefresh } = useServiceWorker();
  const [hasNews, setNews] = useState(false);
  useEffect(() => {
    if (needRefresh || (offlineReady && !wasOfflineReadyAnnounced(window.localStorage))) setNews(true);
  }, [offlineReady, needRefresh]);
  return hasNews;
}

import { ReloadPrompt, vars } from '@earshot/react-components';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { rememberOfflineReadyAnnounced, wasOfflineReadyAnnounced } from './offlineReadyNotice.ts';
import * as styles from './reloadPrompt.css.ts';
import { useServiceWorker } from './serviceWorkerStore.ts';

/**
 * The reload prompt of spec §2, for what the service worker (`registerServiceWorker`) says. That the
 * app works offline is said once per browser, not on every visit; a new version waiting is said
 * whenever there is one.
 */
export function AppReloadPrompt() {
  const t = useAppMessage();
  const [announcedBefore] = useState(() => wasOfflineReadyAnnounced(window.localStorage));
  const { offlineReady, needRefresh, dismiss, activate } = useServiceWorker();
  useEffect(() => {
    if (offlineReady) rememberOfflineReadyAnnounced(window.localStorage);
  }, [offlineReady]);
  const showOfflineReady = offlineReady && !announcedBefore;
  return (
    <PromptRoom isShown={showOfflineReady || needRefresh}>
      <ReloadPrompt
        appName={t('app.name')}
        offlineReady={showOfflineReady}
        needRefresh={needRefresh}
        onUpdate={activate}
        onClose={dismiss}
      />
    </PromptRoom>
  );
}

/**
 * Keeps as much room at the end of the page as the fixed prompt card takes, with its margin, while
 * it shows: scrolled to the end, no field or button of the page is under the card, and the browser
 * scrolls a focused field up above it (`scroll-padding`).
 */
function PromptRoom({ isShown, children }: { isShown: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [cardHeight, setCardHeight] = useState(0);
  useLayoutEffect(() => {
    // The card is the prompt's root element, the room's only child while it shows.
    const card = isShown ? ref.current?.firstElementChild : null;
    if (!card) {
      setCardHeight(0);
      return;
    }
    const observer = new ResizeObserver(() => setCardHeight(card.getBoundingClientRect().height));
    observer.observe(card);
    return () => observer.disconnect();
  }, [isShown]);
  const room = cardHeight > 0 ? `calc(${cardHeight}px + 2 * ${vars.space.lg})` : null;
  useEffect(() => {
    if (!room) return;
    const { style } = document.documentElement;
    style.setProperty('scroll-padding-block-end', room);
    return () => {
      style.removeProperty('scroll-padding-block-end');
    };
  }, [room]);
  return (
    <div ref={ref} className={styles.room} style={{ blockSize: room ?? 0 }}>
      {children}
    </div>
  );
}

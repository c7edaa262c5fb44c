import { useSyncExternalStore } from 'react';

/** What the service worker has to say: the app works offline, or a new version waits. */
export interface ServiceWorkerState {
  offlineReady: boolean;
  needRefresh: boolean;
}

const NOTHING: ServiceWorkerState = { offlineReady: false, needRefresh: false };

let state = NOTHING;
let activate: () => void = () => {};
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function setState(next: Partial<ServiceWorkerState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** What the registration reports into; see `registerServiceWorker.ts`. */
export const serviceWorkerEvents = {
  offlineReady: () => setState({ offlineReady: true }),
  needRefresh: () => setState({ needRefresh: true }),
  /** Sets what activating the waiting version does (reload into it). */
  onActivate: (run: () => void) => {
    activate = run;
  },
};

/** The service worker's news, its dismissal, and moving to the waiting version. Nothing on the server. */
export function useServiceWorker(): ServiceWorkerState & { dismiss(): void; activate(): void } {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => NOTHING,
  );
  return { ...current, dismiss: () => setState(NOTHING), activate: () => activate() };
}

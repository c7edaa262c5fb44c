import type { ThemePreference } from '@earshot/react-components';
import { useSyncExternalStore } from 'react';
import {
  applyTheme,
  createThemeStore,
  DARK_SCHEME_QUERY,
  type ThemeState,
  type ThemeStore,
} from './themeStore.ts';

let store: ThemeStore | null = null;

/** The page's one theme store, created on first use; it keeps the document's theme in step. */
function pageThemeStore(): ThemeStore {
  store ??= createThemeStore({
    storage: window.localStorage,
    systemScheme: window.matchMedia(DARK_SCHEME_QUERY),
    onTheme: (theme) => applyTheme(document.documentElement, theme),
  });
  return store;
}

/** The theme pages are prerendered in at build time, and hydrate in before the user's shows. */
export const PRERENDERED_THEME: ThemeState = { preference: 'system', theme: 'light' };

const subscribe = (listener: () => void) => pageThemeStore().subscribe(listener);
const getState = () => pageThemeStore().getState();
const getPrerenderedState = () => PRERENDERED_THEME;

/** The theme the page shows (remembered, following the system unless the user chose one). */
export function currentTheme(): ThemeState['theme'] {
  return getState().theme;
}

/** The user's theme (remembered, following the system unless they chose one) and its setter. */
export function useTheme(): ThemeState & { setPreference: (preference: ThemePreference) => void } {
  const state = useSyncExternalStore(subscribe, getState, getPrerenderedState);
  return { ...state, setPreference: (preference) => pageThemeStore().setPreference(preference) };
}

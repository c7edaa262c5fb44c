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

/** The user's theme (remembered, following the system unless they chose one) and its setter. */
export function useTheme(): ThemeState & { setPreference: (preference: ThemePreference) => void } {
  const themes = pageThemeStore();
  const state = useSyncExternalStore(themes.subscribe, themes.getState);
  return { ...state, setPreference: themes.setPreference };
}

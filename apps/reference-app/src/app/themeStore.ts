import type { ThemePreference } from '@earshot/react-components';

/** The themes a user can choose (the user menu's): one of the two, or whichever the system prefers. */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const satisfies readonly ThemePreference[];

/** A theme the interface shows. */
export type Theme = 'light' | 'dark';

/** Where the choice is remembered. `public/theme.js` reads it too, before the first paint. */
export const THEME_STORAGE_KEY = 'earshot.theme';

/** The media query of a system set to dark. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The chosen theme and the one shown. */
export interface ThemeState {
  preference: ThemePreference;
  theme: Theme;
}

/** The theme shown for a choice: the system's when the user left it to the system. */
export function resolveTheme(preference: ThemePreference, systemIsDark: boolean): Theme {
  if (preference !== 'system') return preference;
  return systemIsDark ? 'dark' : 'light';
}

/** A remembered value as a choice; anything else (nothing yet, an old value) leaves it to the system. */
export function parseThemePreference(value: string | null): ThemePreference {
  return THEME_PREFERENCES.find((preference) => preference === value) ?? 'system';
}

/** Shows `theme` on the document: its `data-theme` (the page background) and native controls' colours. */
export function applyTheme(root: Pick<HTMLElement, 'dataset' | 'style'>, theme: Theme): void {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

/** What {@link createThemeStore} needs of the browser. */
export interface ThemeStoreOptions {
  /** Where the choice is remembered (`localStorage`). */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The system's preference (`matchMedia(DARK_SCHEME_QUERY)`), followed while the choice is 'system'. */
  systemScheme: { readonly matches: boolean; addEventListener(type: 'change', listener: () => void): void };
  /**
   * Called with the theme shown, at once and on every change.
   * @default nothing
   */
  onTheme?: (theme: Theme) => void;
}

/** The theme, remembered and switchable, in the shape `useSyncExternalStore` takes. */
export interface ThemeStore {
  /** The current state; the same object until it changes. */
  getState(): ThemeState;
  /** Calls `listener` on every change, the system's included; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Chooses a theme and remembers it. */
  setPreference(preference: ThemePreference): void;
}

/** The user's theme: their remembered choice, following the system while the choice is 'system'. */
export function createThemeStore({ storage, systemScheme, onTheme }: ThemeStoreOptions): ThemeStore {
  const listeners = new Set<() => void>();
  const stateOf = (preference: ThemePreference): ThemeState => ({
    preference,
    theme: resolveTheme(preference, systemScheme.matches),
  });
  let state = stateOf(parseThemePreference(storage.getItem(THEME_STORAGE_KEY)));
  onTheme?.(state.theme);

  const update = (next: ThemeState) => {
    if (next.preference === state.preference && next.theme === state.theme) return;
    const themeChanged = next.theme !== state.theme;
    state = next;
    if (themeChanged) onTheme?.(state.theme);
    for (const listener of listeners) listener();
  };
  // The app keeps one store for its lifetime, so it never stops listening.
  systemScheme.addEventListener('change', () => update(stateOf(state.preference)));

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setPreference(preference) {
      storage.setItem(THEME_STORAGE_KEY, preference);
      update(stateOf(preference));
    },
  };
}

import { readFile } from 'node:fs/promises';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  createThemeStore,
  parseThemePreference,
  resolveTheme,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
  type Theme,
} from './themeStore.ts';

/** A `localStorage` holding `entries`. */
function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/** A `matchMedia('(prefers-color-scheme: dark)')` whose answer the test changes. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  return {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    switchTo(next: boolean) {
      this.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('theme store', () => {
  it('leaves the theme to the system until the user chooses one', () => {
    expect(
      createThemeStore({ storage: memoryStorage(), systemScheme: systemScheme(true) }).getState(),
    ).toEqual({
      preference: 'system',
      theme: 'dark',
    });
    expect(parseThemePreference('sepia')).toBe('system');
  });

  it("shows the user's choice over the system's and remembers it", () => {
    const storage = memoryStorage();
    const shown: Theme[] = [];
    const store = createThemeStore({
      storage,
      systemScheme: systemScheme(true),
      onTheme: (t) => shown.push(t),
    });
    let changes = 0;
    store.subscribe(() => {
      changes += 1;
    });
    store.setPreference('light');
    expect(store.getState()).toEqual({ preference: 'light', theme: 'light' });
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(shown).toEqual(['dark', 'light']);
    expect(changes).toBe(1);

    const next = createThemeStore({ storage, systemScheme: systemScheme(true) });
    expect(next.getState().theme).toBe('light');
  });

  it("follows the system's changes only while the choice is 'system'", () => {
    const scheme = systemScheme(false);
    const shown: Theme[] = [];
    const store = createThemeStore({
      storage: memoryStorage(),
      systemScheme: scheme,
      onTheme: (t) => shown.push(t),
    });
    const before = store.getState();
    scheme.switchTo(true);
    expect(store.getState()).toEqual({ preference: 'system', theme: 'dark' });
    expect(store.getState()).not.toBe(before);

    store.setPreference('dark');
    scheme.switchTo(false);
    expect(store.getState().theme).toBe('dark');
    expect(shown).toEqual(['light', 'dark']);
  });

  it('keeps the same state object while nothing changes, as useSyncExternalStore needs', () => {
    const store = createThemeStore({ storage: memoryStorage(), systemScheme: systemScheme(false) });
    const state = store.getState();
    store.setPreference('system');
    expect(store.getState()).toBe(state);
  });
});

describe('the theme shown before the first paint (public/theme.js)', () => {
  const script = readFile(new URL('../../public/theme.js', import.meta.url), 'utf8');

  /** Runs the script on a page whose storage holds `stored` and whose system is dark or not. */
  async function paintedTheme(stored: string | null, systemIsDark: boolean) {
    const root = { dataset: {} as Record<string, string>, style: {} as Record<string, string> };
    const storage = memoryStorage(stored === null ? {} : { [THEME_STORAGE_KEY]: stored });
    const window = { localStorage: storage, matchMedia: () => ({ matches: systemIsDark }) };
    runInNewContext(await script, { window, document: { documentElement: root } });
    return root;
  }

  it.each(
    [null, 'sepia', ...THEME_PREFERENCES].flatMap((stored) => [
      [stored, false],
      [stored, true],
    ]) as [string | null, boolean][],
  )('agrees with the app for the stored choice %s and a dark system: %s', async (stored, systemIsDark) => {
    const expected = resolveTheme(parseThemePreference(stored), systemIsDark);
    expect(await paintedTheme(stored, systemIsDark)).toEqual({
      dataset: { theme: expected },
      style: { colorScheme: expected },
    });
  });
});

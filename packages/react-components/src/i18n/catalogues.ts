/*
 * The message catalogues, one module per locale, so that a page downloads only what it shows.
 *
 * - Each screen family has its folder `./<family>/` (accountDetails, assets, audiences, billing, campaignList,
 *   campaigns, dashboard, integrations, inventory, onboarding, pixels, reporting, team), and so do the content
 *   category names several screens show (contentCategories), the campaign alerts of every
 *   advertiser page's header (campaignAlerts, keys under `campaigns.alerts.`) and the pre-flight
 *   report of audio (preflight: its fixes keyed as `@earshot/validators` names them, and its own
 *   words under `preflightReport.`), with one JSON file per locale:
 *   `en.json`, `de.json`, `es.json`, `es-MX.json`, `fr.json`, `zh-CN.json`. The English file is the
 *   source: the family's key type is derived from it (`keyof typeof en`), and `catalogues.test.ts`
 *   fails when another locale's file lacks one of its keys or has one it has not.
 * - The shared messages (`./shared/<locale>.ts`: provider, toasts, navigation…) stay TypeScript, the
 *   other locales typed by English's `Messages`: their key type `MessageKey` is public, and the
 *   declaration bundler would write a JSON-derived type as an initialized `var`, invalid in a `.d.ts`.
 * - `./locales/<locale>.ts` (en, de, es, esMX, fr, zhCN) is a locale's whole catalogue: one re-export
 *   line per family, merged here, and loaded by dynamic import on first use (`loadCatalogue`).
 *   No module may import several locales of a family: that would put every language into one chunk.
 * - English never waits: the shared English messages (`./shared/en.ts`) are bundled with the provider,
 *   and each screen family's hook (`./<family>/use…Message.ts`, made by `createMessageHook`) imports
 *   its family's `en.json`, so a screen's English comes with its code and a page without screens (the
 *   login page of an app) carries none. Screens render in English at once, on the server too
 *   (`renderToString` included), with nothing loaded. What reads a message by a key it builds (a
 *   validation message, a server value's label) finds that English in `./bundledEnglish.ts`.
 * - Any other locale loads by dynamic import, whole, on first use: `PlatformProvider` loads the
 *   catalogue of the locale it is given and shows the previous one (at first English) until it is
 *   there, so a screen never suspends for its messages. Where nothing can wait for it (server
 *   rendering, and the client's hydration of that render), `await loadCatalogue(locale)` first: the
 *   render is then in that locale throughout.
 * - Registering a family is one line in each of the six locale modules, e.g. in `./locales/de.ts`:
 *     export { default as billing } from '../billing/de.json';
 */
import { en } from './shared/en.ts';

/** The locales the components are translated into (spec §2). */
export const SUPPORTED_LOCALES = ['en', 'de', 'es', 'es-MX', 'fr', 'zh-CN'] as const;

/** A locale the components are translated into. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** A locale's messages, by key: the shared messages and every screen family's. */
export type Catalogue = Readonly<Record<string, string>>;

/** A locale module: its message families, by name. */
type LocaleModule = Readonly<Record<string, Catalogue>>;

const merge = (families: LocaleModule): Catalogue => Object.assign({}, ...Object.values(families));

/** Loads a locale's module, its own chunk: the message families, by name, merged by `loadCatalogue`. */
export const localeModules: Record<SupportedLocale, () => Promise<LocaleModule>> = {
  en: () => import('./locales/en.ts'),
  de: () => import('./locales/de.ts'),
  es: () => import('./locales/es.ts'),
  'es-MX': () => import('./locales/esMX.ts'),
  fr: () => import('./locales/fr.ts'),
  'zh-CN': () => import('./locales/zhCN.ts'),
};

/** The shared English messages, bundled: what shows until a catalogue has loaded. */
export const SHELL_CATALOGUE: Catalogue = en;

const loaded = new Map<SupportedLocale, Catalogue>();
const loading = new Map<SupportedLocale, Promise<Catalogue>>();
const listeners = new Set<() => void>();

/** The whole catalogue of a locale once it has loaded, else `null`. */
export function loadedCatalogue(locale: SupportedLocale): Catalogue | null {
  return loaded.get(locale) ?? null;
}

/**
 * Takes `catalogue`, what `loadCatalogue(locale)` answered somewhere else (on the server, passed to
 * the client as a prop), as the loaded catalogue of `locale`, unless one has loaded already. Where
 * the server's and the browser's module instances differ (a framework's server components, the
 * client's hydration), this renders the locale at once without loading it again.
 */
export function provideCatalogue(locale: SupportedLocale, catalogue: Catalogue): void {
  if (!loaded.has(locale)) loaded.set(locale, catalogue);
}

/** Calls `listener` whenever a catalogue has loaded; returns the unsubscribe function. */
export function subscribeToCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the whole catalogue of a locale, once; the same promise until it has. Await it before
 * rendering a locale other than English on the server, and before hydrating that render, where
 * nothing can wait for it: the provider otherwise shows English until it has loaded. English needs
 * none: screens bring their own English.
 */
export function loadCatalogue(locale: SupportedLocale): Promise<Catalogue> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = localeModules[locale]().then(
      (families) => {
        const catalogue = merge(families);
        loaded.set(locale, catalogue);
        loading.delete(locale);
        for (const listener of listeners) listener();
        return catalogue;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * The supported locale closest to `locale`: an exact match, else the language alone
 * ('de-AT' → 'de', 'es-AR' → 'es', 'zh-Hans-CN' → 'zh-CN'), else English.
 */
export function resolveLocale(locale: string | undefined): SupportedLocale {
  if (!locale) return 'en';
  const exact = SUPPORTED_LOCALES.find((supported) => supported.toLowerCase() === locale.toLowerCase());
  if (exact) return exact;
  const language = locale.split(/[-_]/)[0]?.toLowerCase();
  if (language === 'zh') return 'zh-CN';
  return SUPPORTED_LOCALES.find((supported) => supported === language) ?? 'en';
}

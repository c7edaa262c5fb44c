import { describe, expect, it } from 'vitest';
import {
  loadCatalogue,
  loadedCatalogue,
  localeModules,
  resolveLocale,
  SHELL_CATALOGUE,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './catalogues.ts';
import { en } from './shared/en.ts';

const families = async (locale: SupportedLocale) => Object.entries(await localeModules[locale]());

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it.each(SUPPORTED_LOCALES)('%s has every key of the English catalogue and no other', async (locale) => {
    const catalogue = await loadCatalogue(locale);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(await loadCatalogue('en')).sort());
  });

  it.each(SUPPORTED_LOCALES)('%s has every message family of English', async (locale) => {
    const names = (await families(locale)).map(([name]) => name).sort();
    expect(names).toEqual((await families('en')).map(([name]) => name).sort());
  });

  it.each(SUPPORTED_LOCALES)(
    '%s has, in each family, exactly the keys of its English file',
    async (locale) => {
      const english = Object.fromEntries(await families('en'));
      for (const [family, messages] of await families(locale)) {
        const keys = Object.keys(messages);
        const source = Object.keys(english[family] ?? {});
        const where = `${family}/${locale}.json`;
        expect(
          source.filter((key) => !keys.includes(key)),
          `keys ${where} lacks`,
        ).toEqual([]);
        expect(
          keys.filter((key) => !source.includes(key)),
          `keys ${where} has that English has not`,
        ).toEqual([]);
      }
    },
  );

  it.each(SUPPORTED_LOCALES)('%s translates every message with the same placeholders', async (locale) => {
    const english = await loadCatalogue('en');
    for (const [family, messages] of await families(locale)) {
      for (const [key, message] of Object.entries(messages)) {
        const where = `${family}/${locale}.json ${key}`;
        expect(message.trim(), where).not.toBe('');
        expect(placeholders(message), where).toEqual(placeholders(english[key] ?? ''));
      }
    }
  });

  it('bundles the shared English messages only, and keeps a loaded catalogue for synchronous renders', async () => {
    expect(SHELL_CATALOGUE).toBe(en);
    const german = await loadCatalogue('de');
    expect(loadedCatalogue('de')).toBe(german);
    expect(await loadCatalogue('de')).toBe(german);
    expect(german['navigation.campaigns']).toBe('Kampagnen');
  });

  it('gives every message family its own keys, so no family overrides another', async () => {
    const keys = (await families('en')).flatMap(([, messages]) => Object.keys(messages));
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('keeps the English reload prompt texts of spec §2', () => {
    expect(en['reloadPrompt.offlineReady']).toBe('{appName} is ready to work offline');
    expect(en['reloadPrompt.needRefresh']).toBe(
      'A new version of {appName} is available, click on reload button to update.',
    );
    expect([en['reloadPrompt.reload'], en['reloadPrompt.close']]).toEqual(['Reload', 'Close']);
  });
});

describe('resolveLocale', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['es-mx', 'es-MX'],
    ['es-AR', 'es'],
    ['zh-Hans-CN', 'zh-CN'],
    ['fr-CA', 'fr'],
    ['ja', 'en'],
    [undefined, 'en'],
  ])('resolves %s to %s', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });
});

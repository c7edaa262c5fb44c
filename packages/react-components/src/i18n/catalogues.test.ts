import { describe, expect, it } from 'vitest';
import { catalogues, resolveLocale, SUPPORTED_LOCALES } from './catalogues.ts';
import { en } from './messages/en.ts';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it.each(SUPPORTED_LOCALES)('%s has every key of the English catalogue and no other', (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(Object.keys(catalogues.en).sort());
  });

  it.each(SUPPORTED_LOCALES)('%s translates every message with the same placeholders', (locale) => {
    for (const [key, message] of Object.entries(catalogues[locale])) {
      expect(message.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(message), `${locale} ${key}`).toEqual(
        placeholders(catalogues.en[key as keyof typeof en]),
      );
    }
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

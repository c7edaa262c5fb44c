import type { SupportedLocale } from '@earshot/react-components';
import { describe, expect, it } from 'vitest';
import { loadAppMessages } from './appCatalogues.ts';

/** The components' locales (`SUPPORTED_LOCALES`: the package's entry does not resolve in this Node project). */
const SUPPORTED_LOCALES: SupportedLocale[] = ['en', 'de', 'es', 'es-MX', 'fr', 'zh-CN'];

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('app message catalogues', () => {
  it.each(SUPPORTED_LOCALES)('messages/%s.json has exactly the keys of the English file', async (locale) => {
    const keys = Object.keys(await loadAppMessages(locale));
    const english = Object.keys(await loadAppMessages('en'));
    expect(
      english.filter((key) => !keys.includes(key)),
      `keys messages/${locale}.json lacks`,
    ).toEqual([]);
    expect(
      keys.filter((key) => !english.includes(key)),
      `keys messages/${locale}.json has that English has not`,
    ).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)(
    'messages/%s.json translates every message with the same placeholders',
    async (locale) => {
      const english: Record<string, string> = await loadAppMessages('en');
      for (const [key, message] of Object.entries(await loadAppMessages(locale))) {
        expect(message.trim(), `messages/${locale}.json ${key}`).not.toBe('');
        expect(placeholders(message), `messages/${locale}.json ${key}`).toEqual(
          placeholders(english[key] ?? ''),
        );
      }
    },
  );
});

import { describe, expect, it } from 'vitest';
import type { AppMessages } from './appCatalogues.ts';
import { createAppTranslate } from './appTranslate.ts';
import de from './messages/de.json';
import en from './messages/en.json';

describe('the app’s messages without react-intl', () => {
  it('formats a message of the locale with its values', () => {
    const t = createAppTranslate('en', en as AppMessages);
    expect(t('login.title')).toBe('Log in');
    expect(t('login.sent', { email: 'owner@example.com' })).toBe(
      'We sent a login link to owner@example.com. It works once, for 15 minutes.',
    );
  });

  it('speaks the locale it is given', () => {
    expect(createAppTranslate('de', de as AppMessages)('login.title')).toBe('Anmelden');
  });
});

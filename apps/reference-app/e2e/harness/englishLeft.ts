import type { Page } from 'playwright-core';
import * as componentsDe from '../../../../packages/react-components/src/i18n/locales/de.ts';
import * as componentsEn from '../../../../packages/react-components/src/i18n/locales/en.ts';
import appDe from '../../src/i18n/messages/de.json';
import appEn from '../../src/i18n/messages/en.json';

type Catalogue = Readonly<Record<string, string>>;

const merge = (families: Readonly<Record<string, Catalogue>>): Catalogue =>
  Object.assign({}, ...Object.values(families));

/**
 * The English messages a German screen must never show: every message of the app's and the
 * components' catalogues whose German translation differs, without placeholders (so the text on screen
 * is the message itself), and that no German message also reads (a word both languages share).
 */
export function untranslatedEnglish(): string[] {
  const en = { ...merge(componentsEn), ...appEn } as Catalogue;
  const de = { ...merge(componentsDe), ...appDe } as Catalogue;
  const german = new Set(Object.values(de).map((message) => message.trim()));
  return [
    ...new Set(
      Object.entries(en)
        .filter(
          ([key, message]) => de[key] !== message && !message.includes('{') && /\p{L}{3}/u.test(message),
        )
        .map(([, message]) => message.trim())
        .filter((message) => !german.has(message)),
    ),
  ];
}

/**
 * The English messages (of `english`) the page shows: as a text of its own, or as an accessible name,
 * placeholder or title of an element.
 */
export function englishOnScreen(page: Page, path: string, english: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ route, messages }) => {
      const wanted = new Set(messages);
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (wanted.has(text)) found.add(text);
      }
      for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
        for (const name of ['aria-label', 'placeholder', 'title']) {
          const value = element.getAttribute(name)?.trim() ?? '';
          if (wanted.has(value)) found.add(value);
        }
      }
      return [...found].map((text) => `${route}: "${text}"`);
    },
    { route: path, messages: english },
  );
}

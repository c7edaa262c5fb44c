import type { SupportedLocale } from '@earshot/react-components';

/** Each locale in its own language, so a user finds theirs whatever the interface speaks. */
export const LOCALE_NAMES: Record<SupportedLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  'es-MX': 'Español (México)',
  fr: 'Français',
  'zh-CN': '简体中文',
};

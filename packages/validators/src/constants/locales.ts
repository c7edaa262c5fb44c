/** The locales every user-facing string is translated into. */
export const LOCALES = [
  { value: 'de', label: 'Deutsch' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'es-MX', label: 'Español (México)' },
  { value: 'fr', label: 'Français' },
  { value: 'zh-CN', label: '简体中文' },
] as const;

/** A supported locale tag, e.g. `'es-MX'`. */
export type Locale = (typeof LOCALES)[number]['value'];

/** The locale used when none is chosen or the chosen one is unsupported. */
export const DEFAULT_LOCALE = 'en';

import { ListBoxItem, Select, SUPPORTED_LOCALES, type SupportedLocale } from '@earshot/react-components';
import { useLocale } from '../i18n/LocaleContext.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';

/** Each locale in its own language, so a user finds theirs whatever the interface speaks. */
const LOCALE_NAMES: Record<SupportedLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  'es-MX': 'Español (México)',
  fr: 'Français',
  'zh-CN': '简体中文',
};

const items = SUPPORTED_LOCALES.map((locale) => ({ id: locale, name: LOCALE_NAMES[locale] }));

/** Switches the interface between the six locales; the choice is remembered. */
export function LanguageSwitch() {
  const t = useAppMessage();
  const { locale, setLocale } = useLocale();
  return (
    <Select
      label={t('header.language')}
      items={items}
      selectedKey={locale}
      onSelectionChange={(key) => {
        const next = SUPPORTED_LOCALES.find((candidate) => candidate === key);
        if (next) setLocale(next);
      }}
    >
      {(item) => (
        <ListBoxItem id={item.id} lang={item.id}>
          {item.name}
        </ListBoxItem>
      )}
    </Select>
  );
}

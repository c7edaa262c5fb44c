import { ListBoxItem, Select, SUPPORTED_LOCALES } from '@earshot/react-components';
import { useLocale } from '../i18n/LocaleContext.ts';
import { LOCALE_NAMES } from '../i18n/localeNames.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';

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

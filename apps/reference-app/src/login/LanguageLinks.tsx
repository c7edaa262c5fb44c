import { Button, SUPPORTED_LOCALES, type SupportedLocale } from '@earshot/react-components';
import { LOCALE_NAMES } from '../i18n/localeNames.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import * as styles from './login.css.ts';

/** Props of {@link LanguageLinks}. */
export interface LanguageLinksProps {
  locale: SupportedLocale;
  onChange: (locale: SupportedLocale) => void;
}

/**
 * The six languages in a row under the login form, each in its own language: the current one as
 * text, the others as buttons. Lighter than the header's select, which the login page does without.
 */
export function LanguageLinks({ locale, onChange }: LanguageLinksProps) {
  const t = useAppMessage();
  return (
    <nav aria-label={t('header.language')}>
      <ul className={styles.languages}>
        {SUPPORTED_LOCALES.map((candidate) => (
          <li key={candidate} lang={candidate}>
            {candidate === locale ? (
              <span aria-current="true" className={styles.currentLanguage}>
                {LOCALE_NAMES[candidate]}
              </span>
            ) : (
              <Button variant="quiet" size="small" onPress={() => onChange(candidate)}>
                {LOCALE_NAMES[candidate]}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { SUPPORTED_LOCALES, type SupportedLocale } from '@earshot/react-components';
import { LOCALE_NAMES } from '../i18n/localeNames.ts';
import * as styles from './login.css.ts';
import { useLoginMessage } from './useLoginMessage.ts';

/** Props of {@link LanguageLinks}. */
export interface LanguageLinksProps {
  locale: SupportedLocale;
  onChange: (locale: SupportedLocale) => void;
  /**
   * Whether the buttons are disabled (before the page's script has taken over).
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * The six languages in a row under the login form, each in its own language: the current one as
 * text, the others as buttons. Lighter than the header's select, which the login page does without.
 */
export function LanguageLinks({ locale, onChange, isDisabled = false }: LanguageLinksProps) {
  const { t } = useLoginMessage(locale);
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
              <button
                type="button"
                className={styles.language}
                onClick={() => onChange(candidate)}
                disabled={isDisabled}
              >
                {LOCALE_NAMES[candidate]}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

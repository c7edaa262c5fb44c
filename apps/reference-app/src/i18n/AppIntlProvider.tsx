import { usePlatform } from '@earshot/react-components';
import { type ReactNode, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { mergedMessages } from './appCatalogues.ts';

/** Adds the app's messages to the components' ones, in the provider's locale. */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { locale } = usePlatform();
  const messages = useMemo(() => mergedMessages(locale), [locale]);
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

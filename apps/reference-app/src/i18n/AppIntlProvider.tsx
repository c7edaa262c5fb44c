import { resolveLocale } from '@earshot/react-components';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { type AppMessages, loadAppMessages, loadedAppMessages } from './appCatalogues.ts';
import { logCatalogueFailure } from './logCatalogueFailure.ts';

/**
 * Adds the app's messages to the components' ones (the platform frame's), in the locale they show.
 * A locale switched to for the first time shows the previous messages for the moment its own take to load.
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { locale: shown, messages: components } = useIntl();
  const locale = resolveLocale(shown);
  const [appMessages, setAppMessages] = useState<AppMessages>(
    () => loadedAppMessages(locale) ?? (loadedAppMessages('en') as AppMessages),
  );
  useEffect(() => {
    let current = true;
    loadAppMessages(locale).then(
      (messages) => current && setAppMessages(messages),
      logCatalogueFailure(locale),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  const messages = useMemo(() => ({ ...components, ...appMessages }), [components, appMessages]);
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

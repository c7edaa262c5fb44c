import { PlatformFrame } from '@earshot/react-components';
import { AppIntlProvider } from '../i18n/AppIntlProvider.tsx';
import { AppReloadPrompt } from '../pwa/AppReloadPrompt.tsx';
import type { LoginReloadPromptProps } from './LoginReloadPrompt.tsx';

/** The reload prompt in the components' frame and the app's messages: loaded when it has news. */
export default function LoginReloadPromptFrame({ locale, theme }: LoginReloadPromptProps) {
  return (
    <PlatformFrame locale={locale} appearance={{ theme }}>
      <AppIntlProvider>
        <AppReloadPrompt />
      </AppIntlProvider>
    </PlatformFrame>
  );
}

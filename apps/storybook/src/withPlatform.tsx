import { type Appearance, PlatformProvider } from '@earshot/react-components';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import type { Decorator } from '@storybook/react-vite';

/** The appearances the toolbar's Theme switch offers. */
export const appearances: Record<string, Appearance> = {
  light: { theme: 'light' },
  dark: { theme: 'dark' },
  custom: {
    theme: 'light',
    variables: {
      colorPrimary: '#7a1fa2',
      colorBackground: '#fffaf3',
      colorText: '#2b1d0e',
      colorDanger: '#b00020',
      fontFamily: 'Georgia, "Times New Roman", serif',
      fontSizeBase: '15px',
      borderRadius: '12px',
      spacingUnit: '5px',
    },
  },
};

/** Stories never reach a server: every request answers 404. */
const client = {
  baseUrl: 'http://127.0.0.1:9/v1',
  tokenStore: createMemoryTokenStore(),
  fetch: async () => new Response(null, { status: 404 }),
};

/** Wraps every story in a provider with the toolbar's theme and locale. */
export const withPlatform: Decorator = (Story, context) => {
  const theme = String(context.globals.theme ?? 'light');
  const locale = String(context.globals.locale ?? 'en');
  return (
    <PlatformProvider
      client={client}
      appearance={appearances[theme] ?? appearances.light}
      locale={locale}
      onNavigate={(path) => console.log('navigate', path)}
    >
      <Story />
    </PlatformProvider>
  );
};

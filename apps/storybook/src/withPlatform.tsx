import { type Appearance, PlatformProvider, type PlatformProviderProps } from '@earshot/react-components';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext } from 'react';

/** The appearances the toolbar's Theme switch offers. */
const appearances: Record<string, Appearance> = {
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

/** What every story's provider is given: the toolbar's theme and locale, and the navigation. */
export type StoryFrame = Required<Pick<PlatformProviderProps, 'appearance' | 'locale' | 'onNavigate'>>;

/** The toolbar's first choices; navigation only logs, so a story never leaves the page. */
const DEFAULT_FRAME: StoryFrame = {
  appearance: { theme: 'light' },
  locale: 'en',
  onNavigate: (path) => console.log('navigate', path),
};

const StoryFrameContext = createContext(DEFAULT_FRAME);

/** The {@link StoryFrame} of the story shown, for a story that renders a provider of its own. */
export const useStoryFrame = () => useContext(StoryFrameContext);

/** Wraps every story in a provider with the toolbar's theme and locale. */
export const withPlatform: Decorator = (Story, context) => {
  const frame: StoryFrame = {
    ...DEFAULT_FRAME,
    appearance: appearances[String(context.globals.theme ?? 'light')] ?? DEFAULT_FRAME.appearance,
    locale: String(context.globals.locale ?? DEFAULT_FRAME.locale),
  };
  return (
    <StoryFrameContext.Provider value={frame}>
      <PlatformProvider client={client} {...frame}>
        <Story />
      </PlatformProvider>
    </StoryFrameContext.Provider>
  );
};

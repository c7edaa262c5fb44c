import { SUPPORTED_LOCALES } from '@earshot/react-components';
import type { Preview } from '@storybook/react-vite';
import { withMainLandmark } from '../src/withMainLandmark.tsx';
import { withPlatform } from '../src/withPlatform.tsx';

const preview: Preview = {
  // Later decorators wrap earlier ones: the host page's landmark holds the provider.
  decorators: [withPlatform, withMainLandmark],
  globalTypes: {
    theme: {
      description: 'Theme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'custom', title: 'Custom appearance' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale of the components',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: SUPPORTED_LOCALES.map((locale) => ({ value: locale, title: locale })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
};

export default preview;

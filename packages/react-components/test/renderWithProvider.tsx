import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PlatformProvider, type PlatformProviderProps } from '../src/PlatformProvider/PlatformProvider.tsx';

import { offlineClient } from './offlineClient.ts';

export { offlineClient };

/** Renders `ui` inside a provider with an offline client. */
export function renderWithProvider(ui: ReactElement, props: Partial<PlatformProviderProps> = {}) {
  return render(
    <PlatformProvider client={offlineClient} {...props}>
      {ui}
    </PlatformProvider>,
  );
}

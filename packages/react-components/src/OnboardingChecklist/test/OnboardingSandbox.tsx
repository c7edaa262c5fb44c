import { createMemoryTokenStore } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PlatformProvider } from '../../PlatformProvider/PlatformProvider.tsx';
import type { Appearance } from '../../theme/appearance.ts';
import { createInMemoryOnboardingApi, type OnboardingApiSeed } from './inMemoryOnboardingApi.ts';

/** Props of {@link OnboardingSandbox}. */
export interface OnboardingSandboxProps {
  seed: OnboardingApiSeed;
  appearance?: Appearance | undefined;
  locale?: string | undefined;
  children: ReactNode;
}

/** A provider whose client answers from the in-memory onboarding API. */
export function OnboardingSandbox({ seed, appearance, locale, children }: OnboardingSandboxProps) {
  const [setup] = useState(() => ({
    client: {
      baseUrl: 'https://api.example.test/v1',
      tokenStore: createMemoryTokenStore(),
      fetch: createInMemoryOnboardingApi(seed).fetch,
    },
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }));
  return (
    <PlatformProvider
      client={setup.client}
      queryClient={setup.queryClient}
      {...(appearance ? { appearance } : {})}
      {...(locale ? { locale } : {})}
    >
      {children}
    </PlatformProvider>
  );
}

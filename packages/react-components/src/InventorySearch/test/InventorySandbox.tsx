import { createMemoryTokenStore, type InventorySearchClientOptions } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PlatformProvider } from '../../PlatformProvider/PlatformProvider.tsx';
import type { Appearance } from '../../theme/appearance.ts';
import { createInMemoryInventoryApi } from './inMemoryInventoryApi.ts';

/** Props of {@link InventorySandbox}. */
export interface InventorySandboxProps {
  appearance?: Appearance | undefined;
  locale?: string | undefined;
  /** Requests never answer: the loading state. */
  pending?: boolean | undefined;
  /** Every request fails: the error state. */
  failing?: boolean | undefined;
  /** Renders the screen; receives the search service options to pass on. */
  children: (search: InventorySearchClientOptions) => ReactNode;
}

/** A provider whose client and search service answer from the in-memory inventory API. */
export function InventorySandbox({ appearance, locale, pending, failing, children }: InventorySandboxProps) {
  const [setup] = useState(() => {
    const fetch = createInMemoryInventoryApi({ pending: Boolean(pending), failing: Boolean(failing) });
    return {
      client: { baseUrl: 'https://api.example.test/v1', tokenStore: createMemoryTokenStore(), fetch },
      search: { baseUrl: 'https://search.example.test/search', apiKey: 'sandbox-search-key', fetch },
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    };
  });
  return (
    <PlatformProvider
      client={setup.client}
      queryClient={setup.queryClient}
      {...(appearance ? { appearance } : {})}
      {...(locale ? { locale } : {})}
    >
      {children(setup.search)}
    </PlatformProvider>
  );
}

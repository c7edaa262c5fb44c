import { createMemoryTokenStore, type PlatformClientOptions } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { PlatformProviderProps } from '../src/PlatformProvider/PlatformProvider.tsx';
import { nodeFetch } from './nodeFetch.ts';
import { renderWithProvider } from './renderWithProvider.tsx';

/** Options of {@link renderWithServer}: the test server's address, and the provider's other props. */
export interface RenderWithServerOptions extends Partial<Omit<PlatformProviderProps, 'client'>> {
  /** Where the test server listens, e.g. `server.url`; the API is under `/v1`. */
  serverUrl: string;
  /** More options of the client, e.g. its `retry`. */
  client?: Partial<PlatformClientOptions>;
}

/**
 * Renders `ui` inside a provider whose client talks to the test server with a fresh token store,
 * and whose queries do not retry, so a failure shows at once.
 */
export function renderWithServer(ui: ReactElement, { serverUrl, client, ...props }: RenderWithServerOptions) {
  return renderWithProvider(ui, {
    client: { baseUrl: `${serverUrl}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch, ...client },
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    ...props,
  });
}

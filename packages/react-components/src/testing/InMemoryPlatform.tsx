import { createMemoryTokenStore } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PlatformProvider, type PlatformProviderProps } from '../PlatformProvider/PlatformProvider.tsx';

/** A `fetch` answering from memory, as the in-memory APIs of this entry create. */
export type InMemoryFetch = (request: Request) => Promise<Response>;

/** How an in-memory API fails to answer, for the loading and error states. */
export interface ApiOutage {
  /**
   * Requests never answer.
   * @default false
   */
  pending?: boolean;
  /**
   * Requests answer 503, without a `Message`: the failure shows in the screen's error state, not
   * also as a toast.
   * @default false
   */
  failing?: boolean;
}

/** Props of {@link InMemoryPlatform}. */
export interface InMemoryPlatformProps extends ApiOutage, Omit<PlatformProviderProps, 'client' | 'children'> {
  /** Creates the `fetch` answering the screen's requests; called once, on mount. */
  createFetch: () => InMemoryFetch;
  /**
   * The TanStack Query client.
   * @default a new QueryClient that does not retry: an in-memory API answers the same every time
   */
  queryClient?: QueryClient;
  /**
   * The screens to render; a function is given the `fetch` in use, for services beside the platform
   * client (the inventory search service of {@link inventorySearchOptions}).
   */
  children: ReactNode | ((fetch: InMemoryFetch) => ReactNode);
}

/** The base URL of the platform client an {@link InMemoryPlatform} creates. */
export const IN_MEMORY_BASE_URL = 'https://api.example.test/v1';

const never = () => new Promise<Response>(() => undefined);
const unavailable = async () => new Response(null, { status: 503 });

/**
 * A {@link PlatformProvider} whose client answers from an in-memory API instead of a server: renders
 * any screen of the package with data, without a network.
 *
 * @example
 * <InMemoryPlatform createFetch={() => createInMemoryTeamApi({ members }).fetch}>
 *   <Team advertiserId={TEAM_ADVERTISER_ID} />
 * </InMemoryPlatform>
 */
export function InMemoryPlatform({
  createFetch,
  pending = false,
  failing = false,
  queryClient,
  children,
  ...provider
}: InMemoryPlatformProps) {
  const [setup] = useState(() => {
    const fetch: InMemoryFetch = pending ? never : failing ? unavailable : createFetch();
    return {
      fetch,
      client: { baseUrl: IN_MEMORY_BASE_URL, tokenStore: createMemoryTokenStore(), fetch },
      queryClient: queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    };
  });
  return (
    <PlatformProvider {...provider} client={setup.client} queryClient={setup.queryClient}>
      {typeof children === 'function' ? children(setup.fetch) : children}
    </PlatformProvider>
  );
}

import { PlatformProvider } from '@earshot/react-components';
import { createMemoryTokenStore, type PlatformClientOptions } from '@earshot/sdk-core';
import { type ReactNode, useState } from 'react';
import { useStoryFrame } from './withPlatform.tsx';

/** How a story's API fails to answer, for the loading and error states. */
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
export interface InMemoryPlatformProps extends ApiOutage {
  /** Creates the `fetch` answering the screen's requests; called once, when the story mounts. */
  createFetch: () => NonNullable<PlatformClientOptions['fetch']>;
  children: ReactNode;
}

const never = () => new Promise<Response>(() => undefined);
const unavailable = async () => new Response(null, { status: 503 });

/**
 * A provider whose client answers from an in-memory API, with the toolbar's theme and locale: it
 * replaces the one of `withPlatform`, whose client answers nothing.
 */
export function InMemoryPlatform({
  createFetch,
  pending = false,
  failing = false,
  children,
}: InMemoryPlatformProps) {
  const [client] = useState(() => ({
    baseUrl: 'https://api.example.test/v1',
    tokenStore: createMemoryTokenStore(),
    fetch: pending ? never : failing ? unavailable : createFetch(),
  }));
  return (
    <PlatformProvider client={client} {...useStoryFrame()}>
      {children}
    </PlatformProvider>
  );
}

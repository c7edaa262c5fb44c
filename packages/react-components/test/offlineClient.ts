import { createMemoryTokenStore, type PlatformClientOptions } from '@earshot/sdk-core';

/** Client options that never reach a network: every request answers 404. */
export const offlineClient: PlatformClientOptions = {
  baseUrl: 'http://127.0.0.1:9/v1',
  tokenStore: createMemoryTokenStore(),
  fetch: async () => new Response(null, { status: 404 }),
};

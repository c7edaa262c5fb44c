import { MutationObserver, QueryClient } from '@tanstack/query-core';
import createClient from 'openapi-fetch';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createMemoryTokenStore,
  createPlatformClient,
  creativeVastUrl,
  getCreativeVastQuery,
  type PlatformClient,
  platformBaseUrl,
  updateCreativeMutation,
} from '../src/index.ts';
import { type Handler, json, startServer } from './httpServer.ts';

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(() => server?.close());

const ACME = '11111111-2222-4333-8444-555555555555';
const CREATIVE = 'c0000000-0000-4000-8000-000000000001';
const VAST = '<?xml version="1.0" encoding="UTF-8"?>\n<VAST xmlns="http://www.iab.com/VAST" version="4.2"/>';

async function setup(handler: Handler) {
  server = await startServer(handler);
  const client = createPlatformClient({
    baseUrl: `${server.url}/v1/`,
    tokenStore: createMemoryTokenStore('session-1'),
    fetch: (request) => fetch(request),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, queryClient, received: server.received };
}

describe('VAST tags of creatives', () => {
  it('give the tag address on the API the client calls', () => {
    const client = createPlatformClient({
      baseUrl: 'https://api.earshot.test/v1//',
      tokenStore: createMemoryTokenStore(),
    });
    expect(platformBaseUrl(client)).toBe('https://api.earshot.test/v1');
    expect(creativeVastUrl(client, ACME, CREATIVE)).toBe(
      `https://api.earshot.test/v1/companies/${ACME}/creatives/${CREATIVE}/vast`,
    );
    // With the creative's key, the address opens without a session.
    expect(creativeVastUrl(client, ACME, CREATIVE, '0123456789abcdef0123456789abcdef')).toBe(
      `https://api.earshot.test/v1/companies/${ACME}/creatives/${CREATIVE}/vast?key=0123456789abcdef0123456789abcdef`,
    );
  });

  it('say what is missing, and that a client of its own does not tell its base URL', () => {
    const client = createPlatformClient({
      baseUrl: 'https://api.earshot.test/v1',
      tokenStore: createMemoryTokenStore(),
    });
    expect(() => creativeVastUrl(client, null, CREATIVE)).toThrow('advertiserId is required');
    expect(() => creativeVastUrl(client, ACME, '')).toThrow('Missing required parameter creative id');
    const foreign = createClient({ baseUrl: 'https://api.earshot.test/v1' }) as unknown as PlatformClient;
    expect(() => creativeVastUrl(foreign, ACME, CREATIVE)).toThrow(/createPlatformClient/);
  });

  it('fetch the tag as XML text with the session, and fetch it anew once the creative changed', async () => {
    let answered = VAST;
    const { client, queryClient, received } = await setup((request, response) => {
      if (request.method === 'PATCH')
        return json(response, 200, { creative: {}, s3_data: null, s3_displayad: null });
      response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      response.end(answered);
    });
    const query = getCreativeVastQuery(client, ACME, CREATIVE);
    expect(await queryClient.fetchQuery(query)).toBe(VAST);
    expect(received[0]?.url).toBe(`/v1/companies/${ACME}/creatives/${CREATIVE}/vast`);
    expect(received[0]?.headers.authorization).toBe('Bearer session-1');

    answered = VAST.replace('4.2', '4.2" id="renamed');
    await new MutationObserver(queryClient, updateCreativeMutation(client, queryClient)).mutate({
      advertiserId: ACME,
      creativeId: CREATIVE,
      body: { name: 'Renamed' },
    });
    expect(queryClient.getQueryState(query.queryKey)?.isInvalidated).toBe(true);
    expect(await queryClient.fetchQuery(query)).toBe(answered);
  });

  it("throw the API's reason when the creative cannot play yet", async () => {
    const { client, queryClient } = await setup((_request, response) =>
      json(response, 409, {
        Message: 'The creative has no audio file yet: upload its audio or choose a ready asset',
        type: 'error',
        code: 'creative_not_ready',
      }),
    );
    const failure = await queryClient
      .fetchQuery(getCreativeVastQuery(client, ACME, CREATIVE))
      .catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'creative_not_ready' });
    expect(failure.message).toMatch(/no audio file yet/);
    expect(() => getCreativeVastQuery(client, ACME, undefined)).toThrow(
      'Missing required parameter creative id',
    );
  });
});

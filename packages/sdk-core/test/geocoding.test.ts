import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createGeocodingClient,
  createMemoryTokenStore,
  createPlatformClient,
} from '../src/index.ts';
import { type Handler, json, startServer } from './httpServer.ts';

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(() => server?.close());

const place = {
  place_id: 'pl_1',
  label: '1 Main St, Springfield',
  country_code: 'US',
  region_code: 'IL',
  city: 'Springfield',
  postal_code: '62701',
  lat: 39.8,
  lng: -89.6,
};

async function setup(handler: Handler) {
  server = await startServer(handler);
  const client = createPlatformClient({
    baseUrl: `${server.url}/v1`,
    tokenStore: createMemoryTokenStore('t'),
    fetch: (request) => fetch(request),
  });
  return { geocoding: createGeocodingClient(client), received: server.received };
}

describe('geocoding', () => {
  it('finds places by address', async () => {
    const { geocoding, received } = await setup((_req, res) => json(res, 200, { results: [place] }));
    expect(await geocoding.byAddress('1 Main St')).toEqual([place]);
    expect(received[0]?.url).toBe('/v1/geocoding/address?q=1%20Main%20St');
  });

  it('finds places of one kind, as many as asked for', async () => {
    const { geocoding, received } = await setup((_req, res) => json(res, 200, { results: [place] }));
    expect(await geocoding.byAddress({ q: ' cali ', type: 'region', limit: 20 })).toEqual([place]);
    expect(received[0]?.url).toBe('/v1/geocoding/address?q=cali&type=region&limit=20');
  });

  it('finds a place by id', async () => {
    const { geocoding, received } = await setup((_req, res) => json(res, 200, place));
    expect(await geocoding.byPlaceId('pl/1')).toEqual(place);
    expect(received[0]?.url).toBe('/v1/geocoding/place/pl%2F1');
  });

  it('throws the server error and refuses empty input', async () => {
    const { geocoding, received } = await setup((_req, res) => json(res, 404, { Message: 'Unknown place' }));
    await expect(geocoding.byPlaceId('nope')).rejects.toEqual(expect.objectContaining({ status: 404 }));
    await expect(geocoding.byPlaceId('nope')).rejects.toBeInstanceOf(ApiError);
    await expect(geocoding.byAddress('  ')).rejects.toThrow('An address is required');
    expect(received).toHaveLength(2);
  });
});

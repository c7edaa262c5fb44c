import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Answer, callApi } from './client.ts';
import { describeDatabases, startTestApi, type TestApi } from './harness.ts';

describeDatabases('geocoding from the bundled gazetteer', (database) => {
  let api: TestApi;
  let token: string;
  const get = (path: string, as: string | null = token): Promise<Answer> =>
    callApi(api.baseUrl, as, 'GET', path);
  const search = (q: string, extra = '') => get(`/geocoding/address?q=${encodeURIComponent(q)}${extra}`);

  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.tokenFor('owner@example.com');
  });
  afterAll(() => api?.close());

  it('finds the city of a street address, folding accents and ligatures', async () => {
    const { status, body } = await search('Torstraße 1 Berlin');
    expect(status).toBe(200);
    expect(body.results[0]).toEqual({
      place_id: 'city-2950159',
      type: 'city',
      label: 'Berlin, Germany',
      country_code: 'DE',
      region_code: 'DE-BE',
      city: 'Berlin',
      postal_code: null,
      lat: expect.closeTo(52.52, 1),
      lng: expect.closeTo(13.41, 1),
    });
    const zurich = await search('zurich');
    expect(zurich.body.results[0]).toMatchObject({
      place_id: 'city-2657896',
      city: 'Zürich',
      region_code: 'CH-ZH',
    });
  });

  it('ranks the biggest place of a name first and lets region or country words decide', async () => {
    const paris = await search('Paris');
    expect(paris.body.results.slice(0, 2).map((place: { label: string }) => place.label)).toEqual([
      'Paris, Île-de-France, France',
      'Paris, Texas, United States',
    ]);
    const texas = await search('Paris, TX');
    expect(texas.body.results[0]).toMatchObject({
      label: 'Paris, Texas, United States',
      region_code: 'US-TX',
    });
    const springfield = await search('Springfield Illinois');
    expect(springfield.body.results[0]).toMatchObject({ city: 'Springfield', region_code: 'US-IL' });
    const berlinNh = await search('Berlin, NH');
    expect(berlinNh.body.results[0]).toMatchObject({ city: 'Berlin', region_code: 'US-NH' });
  });

  it('finds countries, regions and zip codes by name and code', async () => {
    expect((await search('Germany')).body.results[0]).toMatchObject({
      place_id: 'country-DE',
      type: 'country',
      region_code: null,
      city: null,
    });
    expect((await search('US-CA')).body.results[0]).toMatchObject({
      place_id: 'region-US-CA',
      type: 'region',
    });
    expect((await search('California', '&type=region')).body.results).toEqual([
      expect.objectContaining({ place_id: 'region-US-CA', label: 'California, United States' }),
    ]);
    expect((await search('90210')).body.results[0]).toMatchObject({
      place_id: 'postal_code-US-90210',
      type: 'postal_code',
      postal_code: '90210',
      city: 'Beverly Hills',
      region_code: 'US-CA',
    });
    const zips = await search('Beverly Hills 90210', '&type=postal_code');
    expect(zips.body.results.map((place: { place_id: string }) => place.place_id)).toEqual([
      'postal_code-US-90210',
    ]);
  });

  it('completes a name from its first letters and honours the limit', async () => {
    const { body } = await search('berl', '&limit=3');
    expect(body.results).toHaveLength(3);
    expect(body.results[0].place_id).toBe('city-2950159');
    for (const place of body.results) expect(place.label.toLowerCase()).toMatch(/^berl/);
    expect((await search('qqqxqqq')).body.results).toEqual([]);
  });

  it('answers a place by the id an address search gave', async () => {
    const found = (await search('Springfield, IL')).body.results[0];
    const { status, body } = await get(`/geocoding/place/${found.place_id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject(found);
    for (const id of ['country-FR', 'region-DE-BY', 'postal_code-US-10001']) {
      expect((await get(`/geocoding/place/${id}`)).body.place_id).toBe(id);
    }
  });

  it('refuses empty, blank, too long and NUL-only queries or bad limits with 400', async () => {
    for (const path of [
      '/geocoding/address',
      '/geocoding/address?q=',
      '/geocoding/address?q=%20%20',
      `/geocoding/address?q=${'a'.repeat(301)}`,
      '/geocoding/address?q=Berlin&limit=0',
      '/geocoding/address?q=Berlin&limit=51',
      '/geocoding/address?q=Berlin&type=planet',
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body.Message, path).toEqual(expect.any(String));
    }
    expect((await get('/geocoding/address?q=%00Berlin')).body.results[0].place_id).toBe('city-2950159');
  });

  it('answers 404 for an unknown place id and 401 without a session', async () => {
    for (const id of ['city-0', 'berlin-mitte', 'country-XX', '%00']) {
      const { status, body } = await get(`/geocoding/place/${id}`);
      expect(status, id).toBe(404);
      expect(body.Message).toMatch(/No place has the id/);
    }
    expect((await get('/geocoding/address?q=Berlin', null)).status).toBe(401);
    expect((await get('/geocoding/place/city-2950159', null)).status).toBe(401);
  });
});

import { expect, it } from 'vitest';
import { day } from './days.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { DEMO_ROLES, roleSessionsForSuite } from './roleSessions.ts';

describeDatabases('advertisers', (database) => {
  const sessions = roleSessionsForSuite(database, [...DEMO_ROLES, 'newcomer', 'admin']);
  const { call } = sessions;

  it('lists only the user’s own advertisers, sorted by name, with their role', async () => {
    const owner = await call('owner', 'GET', '/companies');
    expect(owner.status).toBe(200);
    expect(owner.body.map((advertiser: { name: string }) => advertiser.name)).toEqual([
      'Acme Audio',
      'Bluebird Coffee',
    ]);
    expect(owner.body[0]).toMatchObject({ url: 'acme-audio.com', onboarded: true, user_role: 1 });
    expect(owner.body[1]).toMatchObject({ url: 'bluebird.coffee', onboarded: false });
    expect((await call('viewer', 'GET', '/companies')).body).toMatchObject([
      { name: 'Acme Audio', user_role: 3 },
    ]);
    expect((await call('newcomer', 'GET', '/companies')).body).toMatchObject([{ url: null, user_role: 1 }]);
    expect((await call('nobody', 'GET', '/companies')).body).toEqual([]);
    expect((await call('admin', 'GET', '/companies')).body).toEqual([]);
  });

  it('searches the user’s advertisers; admins search all with role 1', async () => {
    expect((await call('viewer', 'GET', '/companies/search?query=blue')).body).toEqual([]);
    const owner = await call('owner', 'GET', '/companies/search?query=blue');
    expect(owner.body).toMatchObject([{ name: 'Bluebird Coffee', user_role: 1 }]);
    const admin = await call('admin', 'GET', '/companies/search?query=STUDIO');
    expect(admin.body).toMatchObject([{ name: 'Newcomer Studio', user_role: 1 }]);
    expect((await call('admin', 'GET', '/companies/search?query=%25')).body).toEqual([]);
  });

  it('opens an advertiser for members and admins, 404 for anyone else', async () => {
    const acme = sessions.api.demo.advertisers.onboarded;
    expect((await call('reporter', 'GET', `/companies/${acme}`)).body).toMatchObject({
      uuid: acme,
      user_role: 4,
    });
    expect((await call('admin', 'GET', `/companies/${acme}`)).body).toMatchObject({
      uuid: acme,
      user_role: 1,
    });
    const outsider = await call('nobody', 'GET', `/companies/${acme}`);
    expect(outsider).toMatchObject({ status: 404, body: { Message: 'Advertiser not found' } });
    const missing = await call('admin', 'GET', '/companies/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const malformed = await call('owner', 'GET', '/companies/not-a-uuid');
    expect(malformed).toMatchObject({ status: 400, body: { Message: 'advertiser id must be a uuid' } });
  });

  it('creates an advertiser with its creator as role 1, and a logo upload policy when a file is named', async () => {
    const created = await call('nobody', 'POST', '/companies', {
      name: 'Nobody Goods',
      url: 'nobody-goods.com',
      category: 'food',
      filename: 'logo.png',
      content_type: 'image/png',
    });
    expect(created.status).toBe(201);
    expect(created.body.advertiser).toMatchObject({
      name: 'Nobody Goods',
      user_role: 1,
      onboarded: false,
      deals: [],
    });
    expect(created.body.s3_data).toMatchObject({
      url: `${sessions.api.baseUrl}/v1/uploads`,
      content_type: 'image/png',
    });
    expect((await call('nobody', 'GET', '/companies')).body).toHaveLength(1);
    const plain = await call('nobody', 'POST', '/companies', { name: 'Second', category: 'food' });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ advertiser: { url: null }, s3_data: null });
  });

  it('answers 409 when the domain is taken and 422 naming the bad fields', async () => {
    const taken = await call('owner', 'POST', '/companies', {
      name: 'Copy',
      url: 'acme-audio.com',
      category: 'food',
    });
    expect(taken).toMatchObject({ status: 409, body: { fields: { url: 'advertiser.url.taken' } } });
    const invalid = await call('owner', 'POST', '/companies', {
      name: '',
      url: 'not a domain',
      category: 'nope',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.code).toBe('validation_failed');
    expect(Object.keys(invalid.body.fields).sort()).toEqual(['category', 'name', 'url']);
  });

  it('updates an advertiser for writers and completes the newcomer’s signup with a url', async () => {
    const fresh = sessions.api.demo.advertisers.fresh;
    const renamed = await call('owner', 'PATCH', `/companies/${fresh}`, { name: 'Bluebird Coffee Roasters' });
    expect(renamed).toMatchObject({
      status: 200,
      body: { advertiser: { name: 'Bluebird Coffee Roasters' } },
    });
    const newcomer = sessions.api.demo.advertisers.newcomer;
    const domain = await call('newcomer', 'PATCH', `/companies/${newcomer}`, { url: 'newcomer.studio' });
    expect(domain.body.advertiser.url).toBe('newcomer.studio');
  });

  it('shows an uploaded logo on the advertiser once the file arrives under the policy of its update', async () => {
    const acme = sessions.api.demo.advertisers.onboarded;
    const announced = await call('owner', 'PATCH', `/companies/${acme}`, {
      filename: 'logo.png',
      content_type: 'image/png',
    });
    expect(announced.body).toMatchObject({
      advertiser: { filename: 'logo.png', logo_url: null },
      s3_data: { content_type: 'image/png' },
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(announced.body.s3_data.fields as Record<string, string>)) {
      form.append(name, value);
    }
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    const posted = await fetch(announced.body.s3_data.url, { method: 'POST', body: form });
    expect(posted.status).toBeLessThan(300);
    const advertiser = (await call('viewer', 'GET', `/companies/${acme}`)).body;
    expect(advertiser.logo_url).toMatch(/^http:\/\/.+logo\.png$/);
    const logo = await fetch(advertiser.logo_url);
    expect(logo.status).toBe(200);
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(png);
  });

  it('keeps the attribution defaults of the measurement operations, which roles 1, 2 and admins change', async () => {
    const acme = demoAdvertisers.onboarded;
    expect((await call('reporter', 'GET', `/companies/${acme}`)).body).toMatchObject({
      attribution_window_days: 30,
      attribution_model: 'last_touch',
    });
    const changed = await call('editor', 'PATCH', `/companies/${acme}`, {
      attribution_window_days: 7,
      attribution_model: 'first_touch',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.advertiser).toMatchObject({
      attribution_window_days: 7,
      attribution_model: 'first_touch',
    });
    const range = `dimension=campaign&start_date=${day(-60)}&end_date=${day(0)}`;
    const byDefault = await call('reporter', 'GET', `/companies/${acme}/metrics/breakdown?${range}`);
    const explicit = await call(
      'reporter',
      'GET',
      `/companies/${acme}/metrics/breakdown?${range}&attribution_window_days=7&attribution_model=first_touch`,
    );
    expect(byDefault.body).toEqual(explicit.body);
    const bad = await call('owner', 'PATCH', `/companies/${acme}`, { attribution_window_days: 61 });
    expect(bad).toMatchObject({
      status: 422,
      body: { fields: { attribution_window_days: 'attribution.window_days.invalid' } },
    });
    expect(bad.body.Message).toContain('attribution_window_days');
    expect(
      (await call('reporter', 'PATCH', `/companies/${acme}`, { attribution_model: 'linear' })).status,
    ).toBe(403);
    expect((await call('cpa', 'PATCH', `/companies/${acme}`, { attribution_model: 'linear' })).status).toBe(
      403,
    );
    const reset = await call('admin', 'PATCH', `/companies/${acme}`, {
      attribution_window_days: 30,
      attribution_model: 'last_touch',
    });
    expect(reset.body.advertiser).toMatchObject({
      attribution_window_days: 30,
      attribution_model: 'last_touch',
    });
  });
});

import { expect, it } from 'vitest';
import { campaignForm, oneDayBrandCampaign } from './fixtures/campaigns.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { expectListedAndRead } from './recordChecks.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser } = demoAdvertisers;

const newPlaylist = {
  name: 'True crime picks',
  type: 'podcast',
  inventory_ids: ['podcast-0001', 'podcast-0002'],
  searches: [
    { collection: 'podcast_v2', q: 'crime', filter_by: 'open:=true', facets: { genres: ['True Crime'] } },
  ],
  tags: ['crime'],
};

describeDatabases('playlists', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  it('creates, lists, reads, updates and deletes a playlist', async () => {
    const created = await call('owner', 'POST', `/companies/${advertiser}/playlists`, newPlaylist);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...newPlaylist, inventory_size: 2, advertiser_id: advertiser });
    const id = created.body.id;

    await expectListedAndRead(call, `/companies/${advertiser}/playlists`, id, 'True crime picks');

    const updated = await call('editor', 'PATCH', `/companies/${advertiser}/playlists/${id}`, {
      inventory_ids: ['podcast-0003'],
      tags: ['crime', 'weekly'],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      inventory_size: 1,
      tags: ['crime', 'weekly'],
      name: 'True crime picks',
    });

    expect((await call('owner', 'DELETE', `/companies/${advertiser}/playlists/${id}`)).status).toBe(204);
    expect((await call('owner', 'GET', `/companies/${advertiser}/playlists/${id}`)).status).toBe(404);
  });

  it('takes a deleted playlist out of the campaigns buying it', async () => {
    const playlist = await call('owner', 'POST', `/companies/${advertiser}/playlists`, newPlaylist);
    const created = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm({ ...oneDayBrandCampaign('Buys the playlist'), playlist_ids: [playlist.body.id] }),
    );
    const campaign: { id: string; playlist_ids: string[] } = created.body;
    expect(campaign.playlist_ids).toEqual([playlist.body.id]);

    expect(
      (await call('owner', 'DELETE', `/companies/${advertiser}/playlists/${playlist.body.id}`)).status,
    ).toBe(204);
    const after = await call('owner', 'GET', `/companies/${advertiser}/campaigns/${campaign.id}`);
    expect(after.body.playlist_ids).toEqual([]);
  });

  it('names the missing playlist id', async () => {
    const answer = await call('owner', 'GET', `/companies/${advertiser}/playlists/`);
    expect(answer.status).toBe(400);
    expect(answer.body.Message).toBe('Missing required parameter playlist id');
  });

  it('refuses NUL characters, which the database cannot store, with 400', async () => {
    const answer = await call('owner', 'POST', `/companies/${advertiser}/playlists`, {
      ...newPlaylist,
      tags: ['a\u0000'],
    });
    expect(answer.status).toBe(400);
    expect((await call('owner', 'GET', `/companies/${advertiser}/playlists/%00`)).status).toBe(400);
  });

  it('answers 4xx for invalid bodies and bad ids', async () => {
    const cases = [
      { ...newPlaylist, type: 'tv' },
      { ...newPlaylist, owner: 'me' },
      { ...newPlaylist, searches: [{ collection: 'books', q: '' }] },
      { name: 'No type' },
    ];
    for (const body of cases) {
      expect(
        (await call('owner', 'POST', `/companies/${advertiser}/playlists`, body)).status,
        JSON.stringify(body),
      ).toBe(422);
    }
    const seeded = (await call('owner', 'GET', `/companies/${advertiser}/playlists`)).body[0];
    expect(
      (await call('owner', 'PATCH', `/companies/${advertiser}/playlists/${seeded.id}`, { type: 'radio' }))
        .status,
    ).toBe(422);
    expect((await call('owner', 'PATCH', `/companies/${advertiser}/playlists/${seeded.id}`, {})).status).toBe(
      422,
    );
    expect((await call('owner', 'GET', `/companies/${advertiser}/playlists/123`)).status).toBe(400);
  });

  it('refuses writes from roles 3 and 4 and hides the advertiser from non-members', async () => {
    for (const who of ['viewer', 'reporter']) {
      expect((await call(who, 'POST', `/companies/${advertiser}/playlists`, newPlaylist)).status).toBe(403);
    }
    expect((await call('nobody', 'GET', `/companies/${advertiser}/playlists`)).status).toBe(404);
  });

  it('seeds one playlist of every type, with tags', async () => {
    const list = await call('owner', 'GET', `/companies/${advertiser}/playlists`);
    const types = new Set(list.body.map((playlist: { type: string }) => playlist.type));
    expect(types).toEqual(new Set(['podcast', 'radio', 'streaming', 'emerging']));
    expect(list.body.every((playlist: { tags: string[] }) => playlist.tags.length > 0)).toBe(true);
  });
});

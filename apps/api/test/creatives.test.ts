import {
  CREATIVE_AUDIO_EXTENSIONS,
  DISPLAY_AD_CONTENT_TYPES,
  DISPLAY_AD_EXTENSIONS,
} from '@earshot/validators';
import { expect, it } from 'vitest';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { expectListedAndRead } from './recordChecks.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser } = demoAdvertisers;

describeDatabases('creatives', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  it('creates a creative with upload policies, then lists, reads, updates and deletes it', async () => {
    const created = await call('owner', 'POST', `/companies/${advertiser}/creatives`, {
      name: 'Launch spot',
      audio_filename: 'launch.mp3',
      display_filename: 'banner.png',
      click_url: 'https://example.com/launch',
    });
    expect(created.status).toBe(201);
    expect(created.body.creativeId).toBe(created.body.creative.id);
    expect(created.body.creative).toMatchObject({ status: 'pending_upload', audio_filename: 'launch.mp3' });
    expect(created.body.s3_data).toMatchObject({
      content_type: 'audio/mpeg',
      url: expect.stringMatching(/\/v1\/uploads$/),
    });
    expect(created.body.s3_displayad).toMatchObject({ content_type: 'image/png' });
    const id = created.body.creativeId;

    await expectListedAndRead(call, `/companies/${advertiser}/creatives`, id, 'Launch spot');

    const updated = await call('editor', 'PATCH', `/companies/${advertiser}/creatives/${id}`, {
      name: 'Launch spot v2',
      click_url: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      creative: { name: 'Launch spot v2', click_url: null, audio_filename: 'launch.mp3' },
      s3_data: null,
      s3_displayad: null,
    });

    expect((await call('owner', 'DELETE', `/creatives/${id}`)).status).toBe(204);
    expect((await call('owner', 'GET', `/companies/${advertiser}/creatives/${id}`)).status).toBe(404);
    expect((await call('owner', 'DELETE', `/creatives/${id}`)).status).toBe(404);
  });

  it('answers an update naming files with their upload policies, even under the names the creative has', async () => {
    const created = await call('owner', 'POST', `/companies/${advertiser}/creatives`, {
      name: 'Replaced spot',
      audio_filename: 'spot.mp3',
      display_filename: 'banner.png',
    });
    const path = `/companies/${advertiser}/creatives/${created.body.creativeId}`;

    const image = await call('editor', 'PATCH', path, { display_filename: 'banner-v2.gif' });
    expect(image.status).toBe(200);
    expect(image.body).toMatchObject({
      creative: { display_filename: 'banner-v2.gif', display_url: null, audio_filename: 'spot.mp3' },
      s3_data: null,
      s3_displayad: { content_type: 'image/gif', url: expect.stringMatching(/\/v1\/uploads$/) },
    });

    const audio = await call('owner', 'PATCH', path, { audio_filename: 'spot.mp3' });
    expect(audio.body).toMatchObject({
      creative: { audio_filename: 'spot.mp3', audio_url: null, status: 'pending_upload' },
      s3_data: { content_type: 'audio/mpeg' },
      s3_displayad: null,
    });

    const removed = await call('owner', 'PATCH', path, { display_filename: null });
    expect(removed.body).toMatchObject({
      creative: { display_filename: null, display_url: null },
      s3_displayad: null,
    });
    expect((await call('owner', 'PATCH', path, { audio_filename: 'spot.flac' })).status).toBe(422);
  });

  it('accepts every file type the validators accept, with the content type of its extension', async () => {
    for (const extension of CREATIVE_AUDIO_EXTENSIONS) {
      const created = await call('owner', 'POST', `/companies/${advertiser}/creatives`, {
        name: `Audio ${extension}`,
        audio_filename: `spot.${extension}`,
      });
      expect(created.status, extension).toBe(201);
      expect(created.body.s3_data.content_type, extension).toMatch(/^audio\//);
    }
    for (const extension of DISPLAY_AD_EXTENSIONS) {
      const created = await call('owner', 'POST', `/companies/${advertiser}/creatives`, {
        name: `Display ${extension}`,
        display_filename: `banner.${extension}`,
      });
      expect(created.status, extension).toBe(201);
      expect(DISPLAY_AD_CONTENT_TYPES, extension).toContain(created.body.s3_displayad.content_type);
    }
  });

  it('takes audio and readiness from a linked asset, without upload policies', async () => {
    const assets = await call('owner', 'GET', `/companies/${advertiser}/assets`);
    const ready = assets.body.find((asset: { status: string }) => asset.status === 'ready');
    const created = await call('owner', 'POST', `/companies/${advertiser}/creatives`, {
      name: 'From asset',
      asset_uuid: ready.uuid,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      s3_data: null,
      s3_displayad: null,
      creative: { status: 'ready', asset_uuid: ready.uuid },
    });
  });

  it('answers 422 for unaccepted file types, bad click urls, unknown fields and foreign assets', async () => {
    const cases = [
      { name: 'x', audio_filename: 'movie.avi' },
      { name: 'x', display_filename: 'banner.svg' },
      { name: 'x', click_url: 'javascript:alert(1)' },
      { name: 'x', colour: 'red' },
      { name: 'x', asset_uuid: '00000000-0000-4000-8000-000000000000' },
      { name: '' },
    ];
    for (const body of cases) {
      const answer = await call('owner', 'POST', `/companies/${advertiser}/creatives`, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.Message).toBeTruthy();
    }
  });

  it("checks write access on the top-level delete through the creative's advertiser", async () => {
    const created = await call('owner', 'POST', `/companies/${advertiser}/creatives`, { name: 'Guarded' });
    for (const who of ['viewer', 'reporter']) {
      expect((await call(who, 'DELETE', `/creatives/${created.body.creativeId}`)).status).toBe(403);
    }
    expect((await call('nobody', 'DELETE', `/creatives/${created.body.creativeId}`)).status).toBe(404);
    expect((await call('owner', 'DELETE', '/creatives/not-a-uuid')).status).toBe(400);
    expect(
      (await call('owner', 'GET', `/companies/${advertiser}/creatives/${created.body.creativeId}`)).status,
    ).toBe(200);
  });

  it('keeps a creative a running campaign plays (409) and takes a deleted one out of other campaigns', async () => {
    const campaigns = await call('owner', 'GET', `/companies/${advertiser}/campaigns`);
    const running = campaigns.body.find(
      (campaign: { status: string; creative_ids: string[] }) => campaign.status === 'running',
    );
    expect((await call('owner', 'DELETE', `/creatives/${running.creative_ids[0]}`)).status).toBe(409);
    const draft = campaigns.body.find(
      (campaign: { status: string; creative_ids: string[] }) =>
        campaign.status === 'draft' && campaign.creative_ids.length > 0,
    );
    const [creativeId] = draft.creative_ids;
    expect((await call('owner', 'DELETE', `/creatives/${creativeId}`)).status).toBe(204);
    const after = await call('owner', 'GET', `/companies/${advertiser}/campaigns/${draft.id}`);
    expect(after.body.creative_ids).not.toContain(creativeId);
  });

  it('refuses writes from roles 3 and 4 and hides the advertiser from non-members', async () => {
    for (const who of ['viewer', 'reporter']) {
      expect((await call(who, 'POST', `/companies/${advertiser}/creatives`, { name: 'x' })).status).toBe(403);
    }
    expect((await call('nobody', 'GET', `/companies/${advertiser}/creatives`)).status).toBe(404);
  });
});

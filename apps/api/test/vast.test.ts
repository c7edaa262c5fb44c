import { expect, it } from 'vitest';
import { readyCreative, toneWav, uploadFile } from './fixtures/creativeFiles.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';
import { el, schemaProblems, xpath } from './vastSchema.ts';

const { onboarded: advertiser } = demoAdvertisers;

describeDatabases('VAST tags of creatives', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;
  const asOwner = (method: string, path: string, json?: unknown) => call('owner', method, path, json);
  const vastPath = (id: string) => `/companies/${advertiser}/creatives/${id}/vast`;

  /** The creative's VAST document, checked to be XML answered with 200. */
  async function vastOf(id: string, who = 'owner'): Promise<string> {
    const answer = await call(who, 'GET', vastPath(id));
    expect(answer.status, String(answer.body).slice(0, 300)).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
    return answer.body as string;
  }

  it('answers an audio ad with its file, length, bitrate, click-through and companion, valid VAST 4.2', async () => {
    const id = await readyCreative(asOwner, advertiser, {
      name: 'Spring tone',
      seconds: 2,
      banner: { width: 300, height: 250 },
      clickUrl: 'https://example.com/spring?utm_source=earshot&utm_medium=audio',
    });
    const creative = (await asOwner('GET', `/companies/${advertiser}/creatives/${id}`)).body;
    const xml = await vastOf(id, 'viewer');

    expect(schemaProblems(xml)).toBe('');
    expect(xpath(xml, `namespace-uri(/${el('VAST')})`)).toBe('http://www.iab.com/VAST');
    expect(xpath(xml, `/${el('VAST')}/@version`)).toBe('4.2');
    expect(xpath(xml, `/${el('VAST')}/${el('Ad')}/@adType`)).toBe('audio');
    expect(xpath(xml, `/${el('VAST')}/${el('Ad')}/@id`)).toBe(id);
    expect(xpath(xml, `//${el('AdTitle')}`)).toBe('Spring tone');
    expect(xpath(xml, `//${el('Advertiser')}`)).toBe('Acme Audio');
    expect(xpath(xml, `//${el('Duration')}`)).toBe('00:00:02.000');
    const media = `//${el('MediaFile')}`;
    expect(xpath(xml, media)).toBe(creative.audio_url);
    expect(xpath(xml, `${media}/@delivery`)).toBe('progressive');
    expect(xpath(xml, `${media}/@type`)).toBe('audio/wav');
    // 8 kHz × 16 bits of mono PCM, plus a 44-byte header over two seconds.
    expect(xpath(xml, `${media}/@bitrate`)).toBe('128');
    expect(xpath(xml, `//${el('ClickThrough')}`)).toBe(
      'https://example.com/spring?utm_source=earshot&utm_medium=audio',
    );
    const companion = `//${el('CompanionAds')}/${el('Companion')}`;
    expect(xpath(xml, `${companion}/@width`)).toBe('300');
    expect(xpath(xml, `${companion}/@height`)).toBe('250');
    expect(xpath(xml, `${companion}/${el('StaticResource')}/@creativeType`)).toBe('image/png');
    expect(xpath(xml, `${companion}/${el('StaticResource')}`)).toBe(creative.display_url);
    expect(xpath(xml, `${companion}/${el('CompanionClickThrough')}`)).toBe(creative.click_url);
    // URIs travel in CDATA, where a player reads them as written.
    expect(xml).toContain(`<![CDATA[${creative.audio_url}]]>`);

    const again = await vastOf(id);
    expect(xpath(again, `//${el('AdServingId')}`)).toMatch(/^[0-9a-f-]{36}$/);
    expect(xpath(again, `//${el('AdServingId')}`)).not.toBe(xpath(xml, `//${el('AdServingId')}`));
  });

  it("reports the impression and every quartile to the advertiser's pixel", async () => {
    const id = await readyCreative(asOwner, advertiser, { name: 'Tracked tone' });
    const xml = await vastOf(id);
    const tagUrl = `${sessions.api.baseUrl}/v1${vastPath(id)}`;
    const events = {
      vast_impression: xpath(xml, `//${el('Impression')}`),
      vast_start: xpath(xml, `//${el('Tracking')}[@event='start']`),
      vast_first_quartile: xpath(xml, `//${el('Tracking')}[@event='firstQuartile']`),
      vast_midpoint: xpath(xml, `//${el('Tracking')}[@event='midpoint']`),
      vast_third_quartile: xpath(xml, `//${el('Tracking')}[@event='thirdQuartile']`),
      vast_complete: xpath(xml, `//${el('Tracking')}[@event='complete']`),
    };
    for (const [name, url] of Object.entries(events)) {
      expect(url, name).toMatch(new RegExp(`^${sessions.api.baseUrl}/v1/pixel\\?`));
      const hit = await fetch(url, { headers: { accept: 'image/*' } });
      expect(hit.status, `${name}: ${await hit.text()}`).toBe(200);
      expect(hit.headers.get('content-type')).toBe('image/gif');
    }
    for (const name of Object.keys(events)) {
      const recorded = await asOwner('GET', `/companies/${advertiser}/events/event-name/${name}?type=custom`);
      expect(
        recorded.body.events.map((event: { url: string }) => event.url),
        name,
      ).toContain(tagUrl);
    }
  });

  it("neither verifies the pixel nor completes its onboarding step: players are not the advertiser's site", async () => {
    const { fresh } = demoAdvertisers;
    const id = await readyCreative(asOwner, fresh, { name: 'Played before the pixel is set up' });
    const xml = await call('owner', 'GET', `/companies/${fresh}/creatives/${id}/vast`);
    for (const url of [xpath(xml.body, `//${el('Impression')}`), xpath(xml.body, `//${el('Tracking')}`)]) {
      expect((await fetch(url, { headers: { accept: 'image/*' } })).status).toBe(200);
    }
    const onboardingSteps = async () =>
      ((await asOwner('GET', `/companies/${fresh}/onboarding`)).body as { name: string }[]).map(
        (event) => event.name,
      );
    expect(await asOwner('GET', `/companies/${fresh}/pixel`)).toMatchObject({
      body: { verified: false, event_count: 0, last_event_at: null },
    });
    expect(await onboardingSteps()).not.toContain('pixel');
    // A page view from the advertiser's own site does both.
    const { collect_url: collectUrl } = (await asOwner('GET', `/companies/${fresh}/pixel`)).body;
    const page = new URL(collectUrl);
    page.search = new URLSearchParams({
      aid: fresh,
      ev: 'page_view',
      et: 'page_view',
      url: 'https://fresh.example/',
    }).toString();
    expect((await fetch(page, { headers: { accept: 'image/*' } })).status).toBe(200);
    expect(await asOwner('GET', `/companies/${fresh}/pixel`)).toMatchObject({
      body: { verified: true, event_count: 1 },
    });
    expect(await onboardingSteps()).toContain('pixel');
  });

  it('escapes the title, and leaves out the companion and click-through a creative does not have', async () => {
    const title = 'Fish & Chips <Deluxe> "2 for 1" ]]> \'today\'';
    const id = await readyCreative(asOwner, advertiser, { name: title, clickUrl: null });
    const xml = await vastOf(id);

    expect(schemaProblems(xml)).toBe('');
    expect(xpath(xml, `//${el('AdTitle')}`)).toBe(title);
    expect(xml).toContain('Fish &amp; Chips &lt;Deluxe&gt;');
    expect(xpath(xml, `count(//${el('CompanionAds')})`)).toBe('0');
    expect(xpath(xml, `count(//${el('ClickThrough')})`)).toBe('0');
  });

  it('takes the audio and length of the asset a creative uses', async () => {
    const asset = await asOwner('POST', `/companies/${advertiser}/assets`, {
      kind: 'uploaded',
      name: 'Three seconds',
      filename: 'three.wav',
      content_type: 'audio/wav',
    });
    await uploadFile(asset.body.s3_data, toneWav(3));
    const uuid = asset.body.asset.uuid;
    const created = await asOwner('POST', `/companies/${advertiser}/creatives`, {
      name: 'From an asset',
      asset_uuid: uuid,
    });
    const stored = (await asOwner('GET', `/companies/${advertiser}/assets/${uuid}`)).body;
    const xml = await vastOf(created.body.creativeId);

    expect(schemaProblems(xml)).toBe('');
    expect(xpath(xml, `//${el('MediaFile')}`)).toBe(stored.file_url);
    expect(xpath(xml, `//${el('Duration')}`)).toBe('00:00:03.000');
  });

  it('answers 409 with a Message for a creative without playable audio', async () => {
    const draft = await asOwner('POST', `/companies/${advertiser}/creatives`, { name: 'Draft only' });
    const waiting = await asOwner('POST', `/companies/${advertiser}/creatives`, {
      name: 'Waiting',
      audio_filename: 'later.mp3',
    });
    const broken = await asOwner('POST', `/companies/${advertiser}/creatives`, {
      name: 'Not audio',
      audio_filename: 'noise.wav',
    });
    await uploadFile(broken.body.s3_data, new Uint8Array(Buffer.from('these bytes are not a WAV file')));

    for (const [created, message] of [
      [draft, /no audio file yet/],
      [waiting, /no audio file yet/],
      [broken, /length .* cannot be read/],
    ] as const) {
      const answer = await asOwner('GET', vastPath(created.body.creativeId));
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        Message: expect.stringMatching(message),
        code: 'creative_not_ready',
      });
    }
  });

  it('answers 404 for an unknown creative or a stranger, 400 for an id that is not a uuid', async () => {
    const id = await readyCreative(asOwner, advertiser, { name: 'Private tone' });
    expect((await asOwner('GET', vastPath('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await call('nobody', 'GET', vastPath(id))).status).toBe(404);
    const bad = await asOwner('GET', vastPath('not-a-uuid'));
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toMatch(/creativeId must be a uuid/);
  });

  it("opens without a session with the creative's key, which no other creative or advertiser shares", async () => {
    const id = await readyCreative(asOwner, advertiser, { name: 'Public tone' });
    const other = await readyCreative(asOwner, advertiser, { name: 'Other tone' });
    const { vast_key: key } = (await asOwner('GET', `/companies/${advertiser}/creatives/${id}`)).body;
    const { vast_key: otherKey } = (await asOwner('GET', `/companies/${advertiser}/creatives/${other}`)).body;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(otherKey).not.toBe(key);
    // An ad server fetches the tag as is: no session, only the key in its address.
    const open = await fetch(`${sessions.api.baseUrl}/v1${vastPath(id)}?key=${key}`);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(schemaProblems(await open.text())).toBe('');
    for (const [path, wrong] of [
      [vastPath(id), otherKey],
      [vastPath(id), 'f'.repeat(32)],
      [vastPath(other), key],
      [`/companies/${demoAdvertisers.fresh}/creatives/${id}/vast`, key],
    ]) {
      const refused = await fetch(`${sessions.api.baseUrl}/v1${path}?key=${wrong}`);
      expect(refused.status, `${path} with ${wrong}`).toBe(404);
      expect((await refused.json()).Message).toBe('Creative not found');
    }
    // Without a key, a session is needed as for any read.
    expect((await fetch(`${sessions.api.baseUrl}/v1${vastPath(id)}`)).status).toBe(401);
  });

  it('validates every creative of the advertiser that can play, and says why for the others', async () => {
    await readyCreative(asOwner, advertiser, { name: 'Listed tone', banner: { width: 640, height: 640 } });
    const list = (await asOwner('GET', `/companies/${advertiser}/creatives`)).body as { id: string }[];
    let valid = 0;
    for (const { id } of list) {
      const answer = await asOwner('GET', vastPath(id));
      if (answer.status === 409) {
        expect(answer.body.Message, id).toBeTruthy();
        continue;
      }
      expect(answer.status, id).toBe(200);
      expect(schemaProblems(answer.body), id).toBe('');
      valid++;
    }
    expect(valid).toBeGreaterThan(0);
  });
});

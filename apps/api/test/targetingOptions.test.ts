import { beforeAll, expect, it } from 'vitest';
import { seedCatalogue } from '../src/services/catalogue/seedCatalogue.ts';
import { day } from './days.ts';
import { campaignForm, cpmCampaign } from './fixtures/campaigns.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { ANONYMOUS, roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser } = demoAdvertisers;

type Option = { id: string; name: string };
type TargetingOptions = {
  countries: { code: string }[];
  languages: { code: string }[];
  players: Option[];
  placements: Option[];
  data_partners: Option[];
};

describeDatabases('targeting options', (database) => {
  const sessions = roleSessionsForSuite(database, ['owner', 'viewer', 'reporter', 'nobody']);
  const { call } = sessions;
  const path = `/companies/${advertiser}/targeting-options`;

  async function options(who = 'owner'): Promise<TargetingOptions> {
    const answer = await call(who, 'GET', path);
    expect(answer.status).toBe(200);
    return answer.body;
  }

  /** The impressions a month of the whole catalogue sells under `targeting`. */
  async function available(targeting: object): Promise<number> {
    const answer = await call('owner', 'POST', `/companies/${advertiser}/forecast`, {
      budget: 5000,
      start_date: day(1),
      end_date: day(30),
      pacing_type: 5,
      targeting,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.available_impressions;
  }

  beforeAll(async () => {
    await seedCatalogue(sessions.api.db, { size: 1000 });
  }, 120_000);

  it('lists countries, languages, players, placements and data partners to every member', async () => {
    const owner = await options();
    expect(await options('viewer')).toEqual(owner);
    expect(await options('reporter')).toEqual(owner);
    const countries = owner.countries.map((country) => country.code);
    expect(countries).toEqual(expect.arrayContaining(['US', 'DE', 'FR', 'JP', 'BR']));
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(countries).toEqual([...countries].sort());
    expect(owner.languages.map((language) => language.code)).toEqual(
      expect.arrayContaining(['en', 'es', 'de', 'fr', 'zh']),
    );
    expect(owner.languages.every(({ code }) => /^[a-z]{2}$/.test(code))).toBe(true);
    expect(owner.players).toContainEqual({ id: 'spotify', name: 'Spotify' });
    expect(owner.players).toContainEqual({ id: 'apple', name: 'Apple Podcasts' });
    const playerNames = owner.players.map((player) => player.name);
    expect(playerNames).toEqual([...playerNames].sort((a, b) => a.localeCompare(b, 'en')));
    expect(owner.placements.map((placement) => placement.id)).toEqual(['pre-roll', 'mid-roll', 'post-roll']);
  });

  it('names as data partners the providers of the marketplace segments', async () => {
    const partners = (await options()).data_partners.map((partner) => partner.name);
    const segments = await call('owner', 'GET', '/search?index=liveramp&q=');
    expect(segments.status).toBe(200);
    const providers = new Set(segments.body.hits.map((segment: { provider: string }) => segment.provider));
    expect([...providers].sort()).toEqual([...partners].sort());
  });

  it('offers ids the forecast understands as it understands the names campaigns typed before', async () => {
    const { players, placements, languages } = await options();
    const everything = await available({});
    for (const player of players.slice(0, 3)) {
      const byId = await available({ players: [player.id] });
      expect(byId, player.id).toBeLessThan(everything);
      expect(await available({ players: [player.name] }), player.name).toBe(byId);
    }
    // A player no option names counts as a sliver of listening: every option counts more.
    const unknownPlayer = await available({ players: ['Winamp'] });
    expect(await available({ players: [players[0]?.id] })).toBeGreaterThan(unknownPlayer);
    const [preRoll, midRoll] = await Promise.all(
      ['pre-roll', 'mid-roll'].map((id) => available({ placement: [id] })),
    );
    expect(placements.map((placement) => placement.name)).toEqual(['Pre-roll', 'Mid-roll', 'Post-roll']);
    expect(await available({ placement: ['Pre-roll'] })).toBe(preRoll);
    expect(midRoll).toBeGreaterThan(preRoll as number);
    const english = await available({ languages: [languages[0]?.code] });
    expect(english).toBe(await available({ languages: ['English'] }));
    expect(english).toBeGreaterThan(await available({ languages: ['xx'] }));
  });

  it('keeps a campaign whose targeting holds entries no option names', async () => {
    const targeting = {
      players: ['Winamp'],
      placement: ['sponsorship'],
      languages: ['Klingon'],
      data_partners: ['a-partner-of-old'],
    };
    const created = await call(
      'owner',
      'POST',
      `/companies/${advertiser}/campaigns`,
      campaignForm({ ...cpmCampaign('Typed targeting'), targeting }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.targeting).toMatchObject(targeting);
  });

  it('answers 404 to a stranger and 401 without a session', async () => {
    expect((await call('nobody', 'GET', path)).status).toBe(404);
    expect((await call(ANONYMOUS, 'GET', path)).status).toBe(401);
  });
});

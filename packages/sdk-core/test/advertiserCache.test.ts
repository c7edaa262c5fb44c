import { describe, expect, it } from 'vitest';
import {
  type CacheableAdvertiser,
  createAdvertiserCache,
  createMemoryStorage,
  fetchWithTemporaryAdminAccess,
  needsRefetchAfterUpdate,
} from '../src/index.ts';

const advertiser = (uuid: string, name: string, user_role = 2): CacheableAdvertiser => ({
  uuid,
  name,
  user_role,
});
const MINUTE = 60_000;

function setup() {
  let time = 1_000_000;
  const storage = createMemoryStorage();
  const cache = createAdvertiserCache<CacheableAdvertiser>({ storage, now: () => time });
  return { cache, storage, advance: (ms: number) => (time += ms) };
}

describe('advertiser cache', () => {
  it('is stale while nothing is cached', () => {
    const { cache } = setup();
    expect(cache.list()).toBeNull();
    expect(cache.isStale()).toBe(true);
  });

  it('keeps the list sorted by name in storage with a timestamp', () => {
    const { cache, storage } = setup();
    cache.replace([advertiser('2', 'zeta'), advertiser('1', 'Alpha'), advertiser('3', 'beta')]);
    expect(cache.list()?.map((a) => a.name)).toEqual(['Alpha', 'beta', 'zeta']);
    expect(JSON.parse(storage.getItem('earshot.advertisers') ?? '{}').savedAt).toBe(1_000_000);
  });

  it('becomes stale after 30 minutes and not before', () => {
    const { cache, advance } = setup();
    cache.replace([advertiser('1', 'A')]);
    advance(30 * MINUTE - 1);
    expect(cache.isStale()).toBe(false);
    advance(1);
    expect(cache.isStale()).toBe(true);
  });

  it('a fresh load re-selects the active advertiser, or the first by name when it is gone', () => {
    const { cache } = setup();
    cache.replace([advertiser('1', 'A'), advertiser('2', 'B')]);
    cache.select('2');
    expect(cache.replace([advertiser('2', 'B renamed'), advertiser('3', 'C')])?.name).toBe('B renamed');
    expect(cache.replace([advertiser('3', 'C'), advertiser('4', 'Aa')])?.uuid).toBe('4');
    expect(cache.active()?.uuid).toBe('4');
  });

  it('a corrupted entry counts as absent', () => {
    const { cache, storage } = setup();
    storage.setItem('earshot.advertisers', '{not json');
    expect(cache.list()).toBeNull();
    expect(cache.isStale()).toBe(true);
  });

  it('grants temporary admin access (role 1) to a foreign advertiser and selects it', async () => {
    const { cache } = setup();
    cache.replace([advertiser('1', 'A')]);
    const fetched = await fetchWithTemporaryAdminAccess('9', async (uuid) => advertiser(uuid, 'Foreign', 3));
    expect(fetched).toEqual({ uuid: '9', name: 'Foreign', user_role: 1, tmp_admin_access: true });
    cache.setForeign(fetched);
    expect(cache.active()).toEqual(fetched);
    expect(needsRefetchAfterUpdate(fetched)).toBe(true);
    expect(needsRefetchAfterUpdate(advertiser('1', 'A'))).toBe(false);
  });

  it('loads the list when none is active or it is stale, and otherwise keeps the cache', async () => {
    const { cache, advance } = setup();
    let loads = 0;
    const load = async () => {
      loads++;
      return [advertiser('2', 'B'), advertiser('1', 'A')];
    };
    expect((await cache.ensureFresh(load))?.uuid).toBe('1');
    cache.select('2');
    advance(29 * MINUTE);
    expect((await cache.ensureFresh(load))?.uuid).toBe('2');
    expect(loads).toBe(1);
    advance(MINUTE);
    expect((await cache.ensureFresh(load))?.uuid).toBe('2');
    expect(loads).toBe(2);
  });

  it('clear forgets list, active and foreign advertiser', () => {
    const { cache } = setup();
    cache.replace([advertiser('1', 'A')]);
    cache.setForeign(advertiser('9', 'F'));
    cache.clear();
    expect(cache.list()).toBeNull();
    expect(cache.active()).toBeNull();
  });
});

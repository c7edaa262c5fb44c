import { ADMIN_ACCESS_ROLE, ADVERTISER_CACHE_TTL_MS } from '@earshot/validators';

/** The fields of an advertiser the cache reads. */
export interface CacheableAdvertiser {
  uuid: string;
  name: string;
  user_role: number;
  /** Client-side flag: an admin opened an advertiser they are not a member of. */
  tmp_admin_access?: boolean;
}

/** Options of {@link createAdvertiserCache}. */
export interface AdvertiserCacheOptions {
  /** Where the list lives: session storage in the browser (spec §4). */
  storage: Storage;
  /**
   * The clock.
   * @default Date.now
   */
  now?: () => number;
  /**
   * Age after which the list is stale, in milliseconds.
   * @default ADVERTISER_CACHE_TTL_MS (30 minutes)
   */
  ttlMs?: number;
  /**
   * Storage key prefix.
   * @default 'earshot.advertisers'
   */
  key?: string;
}

/** The user's advertiser list with its timestamp and the active advertiser. */
export interface AdvertiserCache<A extends CacheableAdvertiser> {
  /** The cached list sorted by name, or `null` when nothing is cached. */
  list(): A[] | null;
  /** True when nothing is cached or the list is older than the lifetime. */
  isStale(): boolean;
  /** Stores a freshly loaded list and re-selects the active advertiser; returns the active one. */
  replace(advertisers: readonly A[]): A | null;
  /** The active advertiser, an own one or the foreign one opened by an admin. */
  active(): A | null;
  /** Selects the active advertiser by uuid. */
  select(uuid: string): A | null;
  /** Remembers a foreign advertiser opened with temporary admin access and selects it. */
  setForeign(advertiser: A): A;
  /**
   * Loads the list when none is active or the cached one is stale (spec §4), else keeps the cache;
   * resolves to the active advertiser.
   */
  ensureFresh(fetchAdvertisers: () => Promise<readonly A[]>): Promise<A | null>;
  /** Forgets everything cached. */
  clear(): void;
}

/** Sorts advertisers by name, case- and accent-insensitively (spec §3: advertisers are sorted by name). */
export function sortAdvertisersByName<A extends { name: string }>(advertisers: readonly A[]): A[] {
  return [...advertisers].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** Marks an advertiser fetched by an admin who is not a member: editing role 1 plus the flag (spec §4). */
export function withTemporaryAdminAccess<A extends CacheableAdvertiser>(advertiser: A): A {
  return { ...advertiser, user_role: ADMIN_ACCESS_ROLE, tmp_admin_access: true };
}

/**
 * Fetches an advertiser the admin is not a member of and grants temporary admin access.
 * Call it again after updating such an advertiser: the update answer carries the member view.
 */
export async function fetchWithTemporaryAdminAccess<A extends CacheableAdvertiser>(
  uuid: string,
  fetchAdvertiser: (uuid: string) => Promise<A>,
): Promise<A> {
  return withTemporaryAdminAccess(await fetchAdvertiser(uuid));
}

/** Whether an updated advertiser must be re-fetched (it was opened with temporary admin access). */
export function needsRefetchAfterUpdate(advertiser: Pick<CacheableAdvertiser, 'tmp_admin_access'>): boolean {
  return advertiser.tmp_admin_access === true;
}

interface Stored<A> {
  advertisers: A[];
  savedAt: number;
}

/** Creates the advertiser cache over an injected storage and clock. */
export function createAdvertiserCache<A extends CacheableAdvertiser>(
  options: AdvertiserCacheOptions,
): AdvertiserCache<A> {
  const { storage } = options;
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? ADVERTISER_CACHE_TTL_MS;
  const key = options.key ?? 'earshot.advertisers';
  const activeKey = `${key}.active`;
  const foreignKey = `${key}.foreign`;

  const readJson = <T>(itemKey: string): T | null => {
    const raw = storage.getItem(itemKey);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      // A corrupted entry is treated as absent so the list is simply loaded again.
      return null;
    }
  };
  const read = () => readJson<Stored<A>>(key);
  const find = (uuid: string | null) => {
    if (uuid === null) return null;
    const foreign = readJson<A>(foreignKey);
    if (foreign?.uuid === uuid) return foreign;
    return read()?.advertisers.find((advertiser) => advertiser.uuid === uuid) ?? null;
  };

  const cache: AdvertiserCache<A> = {
    list: () => read()?.advertisers ?? null,
    isStale() {
      const stored = read();
      return stored === null || now() - stored.savedAt >= ttlMs;
    },
    replace(advertisers) {
      const sorted = sortAdvertisersByName(advertisers);
      storage.setItem(key, JSON.stringify({ advertisers: sorted, savedAt: now() } satisfies Stored<A>));
      const previous = storage.getItem(activeKey);
      const active = sorted.find((advertiser) => advertiser.uuid === previous) ?? find(previous);
      return active ? cache.select(active.uuid) : sorted[0] ? cache.select(sorted[0].uuid) : null;
    },
    active: () => find(storage.getItem(activeKey)),
    select(uuid) {
      const advertiser = find(uuid);
      if (advertiser) storage.setItem(activeKey, uuid);
      return advertiser;
    },
    setForeign(advertiser) {
      const granted = withTemporaryAdminAccess(advertiser);
      storage.setItem(foreignKey, JSON.stringify(granted));
      storage.setItem(activeKey, granted.uuid);
      return granted;
    },
    async ensureFresh(fetchAdvertisers) {
      if (cache.active() !== null && !cache.isStale()) return cache.active();
      return cache.replace(await fetchAdvertisers());
    },
    clear() {
      for (const itemKey of [key, activeKey, foreignKey]) storage.removeItem(itemKey);
    },
  };
  return cache;
}

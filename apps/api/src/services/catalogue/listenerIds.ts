import { createRandom } from './random.ts';

/** Weekly listeners the catalogue's shows draw from, worldwide: the one population every item shares. */
export const LISTENER_POPULATION = 400_000_000;

/**
 * Real listeners one simulated listener id stands for. An item of `audience_size` listeners gets about
 * `audience_size / LISTENERS_PER_ID` ids, so the 100,000-item catalogue's sketches are built from about
 * 9 million ids rather than 2.4 billion; a reach is an id count times this.
 */
export const LISTENERS_PER_ID = 256;

/** Simulated listener ids: 0 up to this, one per {@link LISTENERS_PER_ID} listeners of the population. */
const LISTENER_IDS = LISTENER_POPULATION / LISTENERS_PER_ID;

/**
 * Share of an item's listeners drawn from its genres' neighbourhoods; the rest come from anywhere in
 * the population. So two shows of one genre share more listeners than two shows of unrelated ones.
 */
const GENRE_SHARE = 0.7;

/** A genre's neighbourhood of the population: `width` ids from `start`, wrapping around the end. */
type Neighbourhood = { start: number; width: number };

const neighbourhoods = new Map<string, Neighbourhood>();

/** The listeners a genre draws from: 1–5% of the population, fixed by the genre's name. */
function neighbourhood(genre: string): Neighbourhood {
  let found = neighbourhoods.get(genre);
  if (!found) {
    const random = createRandom(`listeners:${genre}`);
    found = {
      start: Math.floor(random.next() * LISTENER_IDS),
      width: Math.floor(LISTENER_IDS * (0.01 + 0.04 * random.next())),
    };
    neighbourhoods.set(genre, found);
  }
  return found;
}

/**
 * The simulated listener ids of a catalogue item (`key` names it: seed, collection and number), drawn
 * from the shared population: {@link GENRE_SHARE} of them from its genres' neighbourhoods in turn, the
 * rest uniformly. Within a neighbourhood the draws crowd towards its start (the square of a uniform
 * draw): the genre's heavy listeners, whom many of its shows share. The count is `audience / LISTENERS_PER_ID`, its fraction rounded at random. A draw
 * may repeat an id (a listener counted once), so the distinct ids are slightly fewer than drawn.
 * Deterministic: the same item always has the same listeners.
 */
export function itemListenerIds(key: string, audience: number, genres: readonly string[]): Uint32Array {
  const random = createRandom(`${key}:listeners`);
  const exact = audience / LISTENERS_PER_ID;
  const count = Math.floor(exact) + (random.next() < exact - Math.floor(exact) ? 1 : 0);
  const local = genres.map(neighbourhood);
  const ids = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) {
    // One draw decides both where the listener comes from and which of those listeners it is.
    const draw = random.next();
    const home = local[i % Math.max(1, local.length)];
    if (home && draw < GENRE_SHARE) {
      ids[i] = (home.start + Math.floor((draw / GENRE_SHARE) ** 2 * home.width)) % LISTENER_IDS;
    } else {
      ids[i] = Math.floor(((draw - (home ? GENRE_SHARE : 0)) / (home ? 1 - GENRE_SHARE : 1)) * LISTENER_IDS);
    }
  }
  return ids;
}

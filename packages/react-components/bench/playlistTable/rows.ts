import type { PlaylistRow } from '../../src/index.ts';

const TYPES = ['podcast', 'radio', 'streaming', 'emerging'] as const;
const WORDS = ['Drive', 'Comedy', 'News', 'Sports', 'Late', 'Morning', 'Indie', 'Jazz', 'Tech', 'Crime'];

/**
 * The same `count` playlists on every run: names, sizes, dates and tags from a fixed linear
 * congruential sequence, so both grids sort exactly the same data.
 */
export function benchRows(count: number): PlaylistRow[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    name: `${WORDS[next() % WORDS.length]} ${WORDS[next() % WORDS.length]} ${next() % 10_000}`,
    type: TYPES[next() % TYPES.length] ?? 'podcast',
    inventory_size: next() % 5000,
    created_at: new Date(Date.UTC(2024, 0, 1) + (next() % 63_072_000) * 1000).toISOString(),
    tags: next() % 3 === 0 ? [] : [`q${(next() % 4) + 1}`, `team-${next() % 50}`],
  }));
}

import { createRandom } from './random.ts';

/** Dimensions of an inventory item's embedding. */
export const EMBEDDING_DIMENSIONS = 32;

const basisCache = new Map<string, number[]>();

/** A fixed pseudo-random unit direction for a word, the same on every run. */
function basis(word: string): number[] {
  let vector = basisCache.get(word);
  if (!vector) {
    const random = createRandom(`embedding:${word}`);
    vector = normalize(Array.from({ length: EMBEDDING_DIMENSIONS }, () => random.next() * 2 - 1));
    basisCache.set(word, vector);
  }
  return vector;
}

function normalize(vector: number[]): number[] {
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

/**
 * The embedding of an inventory item: a weighted sum of directions of its genres, their parent
 * categories and its topic words, normalised and rounded to float32 (what the database stores).
 * Items sharing genres and words point the same way, so cosine distance reads as "similar".
 */
export function embed(terms: { genres: string[]; parents: string[]; words: string[] }): number[] {
  const sum = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  const add = (word: string, weight: number) => {
    basis(word).forEach((value, i) => {
      sum[i] = (sum[i] ?? 0) + value * weight;
    });
  };
  for (const genre of terms.genres) add(`genre:${genre}`, 1);
  for (const parent of terms.parents) add(`parent:${parent}`, 0.6);
  for (const word of terms.words) add(`word:${word}`, 0.25);
  return normalize(sum).map((value) => Math.fround(value));
}

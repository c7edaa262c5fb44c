/** Registers of a listener sketch: 2^10, so an estimate's relative standard error is 1.04 / √1024 ≈ 3.3%. */
export const SKETCH_REGISTERS = 1024;

/** The relative standard error of a sketch's estimate (HyperLogLog: 1.04 / √m). */
export const SKETCH_ERROR = 1.04 / Math.sqrt(SKETCH_REGISTERS);

const INDEX_BITS = 10;
const ALPHA = 0.7213 / (1 + 1.079 / SKETCH_REGISTERS);

/**
 * A HyperLogLog sketch of a set of listener ids: one register a bucket, each holding the longest run
 * of leading zero bits (plus one) seen among the hashes of the ids that fell in it. Sketches of two
 * sets merge into the sketch of their union (register by register, the larger), so listeners that
 * several shows share are counted once.
 */
export type ListenerSketch = Uint8Array;

/** A sketch of no listener. */
export function emptySketch(): ListenerSketch {
  return new Uint8Array(SKETCH_REGISTERS);
}

/** MurmurHash3's 32-bit finaliser: every bit of the id moves about half the bits of the hash. */
function mix(id: number): number {
  let hash = Math.imul(id ^ (id >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** Adds listener ids (non-negative integers below 2^32) to the sketch. */
export function addListeners(sketch: ListenerSketch, ids: ArrayLike<number>): void {
  for (let i = 0; i < ids.length; i += 1) {
    const hash = mix(ids[i] as number);
    const register = hash >>> (32 - INDEX_BITS);
    // A sentinel bit caps the rank at 23 (the bits left after the register's), as HyperLogLog does.
    const rank = Math.clz32((hash << INDEX_BITS) | (1 << (INDEX_BITS - 1))) + 1;
    if (rank > (sketch[register] as number)) sketch[register] = rank;
  }
}

/** Merges `from` into `into`: `into` becomes the sketch of both sets' union. */
export function mergeSketch(into: ListenerSketch, from: ListenerSketch): void {
  for (let register = 0; register < SKETCH_REGISTERS; register += 1) {
    if ((from[register] as number) > (into[register] as number)) into[register] = from[register] as number;
  }
}

/**
 * How many distinct ids the sketch has seen: the HyperLogLog estimate, or linear counting over the
 * empty registers while the estimate is below 2.5 registers a listener (where it is the more exact).
 */
export function estimateListeners(sketch: ListenerSketch): number {
  let sum = 0;
  let empty = 0;
  for (let register = 0; register < SKETCH_REGISTERS; register += 1) {
    const rank = sketch[register] as number;
    sum += 2 ** -rank;
    if (rank === 0) empty += 1;
  }
  const estimate = (ALPHA * SKETCH_REGISTERS * SKETCH_REGISTERS) / sum;
  if (estimate <= 2.5 * SKETCH_REGISTERS && empty > 0) {
    return SKETCH_REGISTERS * Math.log(SKETCH_REGISTERS / empty);
  }
  return estimate;
}

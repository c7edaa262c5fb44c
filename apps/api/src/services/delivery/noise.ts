import { createHash } from 'node:crypto';

/**
 * A number in [0, 1) fixed by its key: the simulator's only source of variation, so the same
 * campaign on the same day always delivers the same.
 */
export function noise(...key: (string | number)[]): number {
  return createHash('sha256').update(key.join('|')).digest().readUInt32BE(0) / 2 ** 32;
}

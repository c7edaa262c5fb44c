import { describe, expect, it } from 'vitest';
import { freshReading } from '../src/db/freshReading.ts';

/** A read whose results are settled by hand, in the order they were started. */
function manualRead() {
  const started: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { read, started };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('freshReading', () => {
  it('starts a read for a call made while none is on its way', async () => {
    const { read, started } = manualRead();
    const reading = freshReading(read);
    const first = reading();
    expect(started).toHaveLength(1);
    started[0]?.resolve(1);
    expect(await first).toBe(1);
    const second = reading();
    expect(started).toHaveLength(2);
    started[1]?.resolve(2);
    expect(await second).toBe(2);
  });

  it('gives the calls made while a read is on its way the next one, which they share', async () => {
    const { read, started } = manualRead();
    const reading = freshReading(read);
    const early = reading();
    const late = [reading(), reading(), reading()];
    // Still one read on its way: the late calls wait for it to finish before theirs starts.
    expect(started).toHaveLength(1);
    started[0]?.resolve(1);
    expect(await early).toBe(1);
    await tick();
    expect(started).toHaveLength(2);
    started[1]?.resolve(2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });

  it('passes on a failed read to its callers only, and starts afresh after it', async () => {
    const { read, started } = manualRead();
    const reading = freshReading(read);
    const failing = reading();
    const after = reading();
    started[0]?.reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await tick();
    started[1]?.resolve(7);
    expect(await after).toBe(7);
    const again = reading();
    expect(started).toHaveLength(3);
    started[2]?.resolve(8);
    expect(await again).toBe(8);
  });
});

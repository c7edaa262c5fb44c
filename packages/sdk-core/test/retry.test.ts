import { describe, expect, it } from 'vitest';
import { retry } from '../src/index.ts';

function recorder() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('retry', () => {
  it('retries 3 times waiting 1000, 2000 and 4000 ms, then rejects with the last failure', async () => {
    const { waits, sleep } = recorder();
    let attempts = 0;
    await expect(
      retry(
        async () => {
          attempts++;
          throw new Error(`failure ${attempts}`);
        },
        { sleep },
      ),
    ).rejects.toThrow('failure 4');
    expect(attempts).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('resolves as soon as an attempt succeeds', async () => {
    const { waits, sleep } = recorder();
    let attempts = 0;
    const result = await retry(
      async () => {
        attempts++;
        if (attempts < 2) throw new Error('flaky');
        return 'voices';
      },
      { sleep },
    );
    expect(result).toBe('voices');
    expect(waits).toEqual([1000]);
  });

  it('stops at once when the failure is not worth retrying', async () => {
    const { waits, sleep } = recorder();
    await expect(
      retry(() => Promise.reject(new Error('404')), { sleep, shouldRetry: () => false }),
    ).rejects.toThrow('404');
    expect(waits).toEqual([]);
  });
});

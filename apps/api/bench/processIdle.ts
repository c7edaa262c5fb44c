import { cpuTicks } from '../test/processCpu.ts';

/**
 * Resolves once process `pid` has used less than `share` of one core over `windowMs` (its work after
 * start done: the geocoding index, the forecast's model, the first jobs), or after `timeoutMs`
 * anyway; resolves with how long that took.
 */
export async function untilIdle(
  pid: number,
  { windowMs = 1000, share = 0.05, timeoutMs = 120_000 } = {},
): Promise<number> {
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux.
  const started = performance.now();
  let before = cpuTicks(pid);
  while (performance.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = cpuTicks(pid);
    if ((after - before) / (windowMs * ticksPerMs) < share) break;
    before = after;
  }
  return performance.now() - started;
}

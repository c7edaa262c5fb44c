import { readFileSync } from 'node:fs';

/** CPU time process `pid` has used so far, all its threads, in clock ticks (/proc, Linux); 0 once it is gone. */
export function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

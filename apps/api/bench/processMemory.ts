import { readFileSync } from 'node:fs';

/** The resident memory of process `pid` in MB, from /proc (Linux). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kilobytes / 1024);
}

/** Samples a process's resident memory every `everyMs` until stopped; returns the peak in MB. */
export function sampleResidentMb(pid: number, everyMs = 250): { stop(): number } {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentMb(pid));
    },
  };
}

import { readFileSync } from 'node:fs';

/** The resident memory (VmRSS) of process `pid` in kB, from /proc (Linux); 0 once it is gone. */
export function residentKb(pid: number): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return 0;
  }
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
}

/** The resident memory of process `pid` in whole MB; 0 once it is gone. */
export function residentMb(pid: number): number {
  return Math.round(residentKb(pid) / 1024);
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

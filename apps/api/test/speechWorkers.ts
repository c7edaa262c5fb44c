import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { cpuTicks } from './processCpu.ts';

/** The speech worker processes this test process started (through a pool or a test API). */
function speechWorkerPids(): number[] {
  let listing: string;
  try {
    listing = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits with 1 when there are no children at all
  }
  return listing
    .split('\n')
    .filter((line) => line.includes('speechWorker.js'))
    .map((line) => Number.parseInt(line.trim(), 10));
}

/**
 * Waits until one of this process's speech workers is busy synthesizing (its CPU time grows),
 * then kills every speech worker with SIGKILL, as a crash would end them. Fails the test when
 * none gets busy within `timeoutMs`.
 */
export async function killSpeechWorkersMidJob(timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let before = new Map(speechWorkerPids().map((pid) => [pid, cpuTicks(pid)]));
  while (Date.now() < deadline) {
    await sleep(30);
    const now = new Map(speechWorkerPids().map((pid) => [pid, cpuTicks(pid)]));
    if ([...now].some(([pid, ticks]) => ticks - (before.get(pid) ?? ticks) >= 2)) {
      for (const pid of now.keys()) process.kill(pid, 'SIGKILL');
      return;
    }
    before = now;
  }
  expect.fail(`No speech worker got busy within ${timeoutMs} ms`);
}

/** A decoded WAV file's format and how loud it is. */
export type WavSummary = { sampleRate: number; seconds: number; rms: number };

/** Checks `bytes` are a 16-bit mono PCM WAV file and measures it; fails the test when not. */
export function summarizeWav(bytes: Uint8Array): WavSummary {
  const wav = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
  expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
  expect(wav.toString('ascii', 12, 16)).toBe('fmt ');
  expect(wav.readUInt16LE(20)).toBe(1); // PCM
  expect(wav.readUInt16LE(22)).toBe(1); // mono
  expect(wav.readUInt16LE(34)).toBe(16);
  const sampleRate = wav.readUInt32LE(24);
  expect(wav.toString('ascii', 36, 40)).toBe('data');
  const samples = new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length));
  const energy = samples.reduce((sum, sample) => sum + sample * sample, 0);
  return {
    sampleRate,
    seconds: samples.length / sampleRate,
    rms: samples.length > 0 ? Math.sqrt(energy / samples.length) : 0,
  };
}

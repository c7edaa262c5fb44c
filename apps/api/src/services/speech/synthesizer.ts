import { Worker } from 'node:worker_threads';
import { espeakVoiceFor } from './espeakVoice.ts';

/** A catalogue voice as the synthesizer needs it. */
export type SpeechVoice = { language: string; gender: string };

type Pending = { resolve: (wav: Uint8Array<ArrayBuffer>) => void; reject: (error: Error) => void };
type Reply = { id: number; wav?: Uint8Array<ArrayBuffer>; error?: string };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(stopped: Worker, error: Error): void {
  if (worker !== stopped) return;
  for (const request of pending.values()) request.reject(error);
  pending.clear();
  worker = null;
}

function speechWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./speechWorker.js', import.meta.url));
  // The worker never keeps the process alive on its own; requests in flight keep it referenced.
  started.unref();
  started.on('message', (reply: Reply) => {
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
    if (reply.wav) request.resolve(reply.wav);
    else request.reject(new Error(reply.error ?? 'The synthesizer failed'));
  });
  started.on('error', (error) => failAll(started, error));
  started.on('exit', (code) =>
    failAll(started, new Error(`The speech synthesizer stopped (exit code ${code})`)),
  );
  worker = started;
  return started;
}

/**
 * Reads `text` aloud with a catalogue voice and returns a WAV file (16-bit mono PCM). Synthesis
 * runs in a worker thread, one script at a time, so the server keeps answering meanwhile.
 */
export function synthesizeSpeech(text: string, voice: SpeechVoice): Promise<Uint8Array<ArrayBuffer>> {
  const target = speechWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref();
    target.postMessage({ id, text, ...espeakVoiceFor(voice.language, voice.gender) });
  });
}

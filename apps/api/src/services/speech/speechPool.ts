import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SpeechUnavailableError, type SpeechUnavailableReason } from './speechUnavailable.ts';

/** What a worker reads aloud: the text, and the meSpeak voice file and variant to read it with. */
export type SpeechJob = { text: string; voice: string; variant: string | undefined };

/** How a {@link SpeechPool} runs its workers. */
export type SpeechPoolOptions = {
  /** Worker processes synthesizing at the same time. @default 2 */
  concurrency?: number;
  /** Jobs that may wait for a worker; beyond them a job is refused as `busy`. @default 32 */
  maxQueued?: number;
  /** How long one job may run before its worker is killed and the job fails as `timeout`. @default 30000 */
  jobTimeoutMs?: number;
  /** How long a new worker may take to load the synthesizer before it is killed. @default 30000 */
  startTimeoutMs?: number;
  /**
   * Jobs a worker runs before it is replaced by a fresh one. Each eSpeak run allocates about
   * 600 KB of the engine's fixed 50 MB heap for good, so a worker must be replaced well before its
   * 80th run (see {@link SpeechPool}).
   * @default 60
   */
  jobsPerWorker?: number;
  /**
   * Resident memory of a worker beyond which it is replaced after its job. A long script leaves
   * hundreds of MB of garbage behind (meSpeak builds the WAV as arrays of numbers, several times
   * over), which V8 keeps rather than hands back; a fresh worker starts at about 100 MB.
   * @default 384 MiB
   */
  maxWorkerRssBytes?: number;
  /**
   * V8 old-space limit of a worker, in MiB: it makes the worker collect that garbage early, and
   * a worker past it dies (the job fails as `crashed`) instead of growing. A 5,000-character
   * script of numbers, about nine minutes of speech, runs in 512 but not in 256.
   * @default 512
   */
  workerHeapMegabytes?: number;
  /** Seconds a refused or failed job's caller is told to wait before retrying. @default 5 */
  retryAfterSeconds?: number;
};

const WORKER_PATH = fileURLToPath(new URL('./speechWorker.js', import.meta.url));

type Reply = { ready?: true; id?: number; wav?: Uint8Array<ArrayBuffer>; rss?: number; error?: string };

type Task = {
  id: number;
  job: SpeechJob;
  resolve: (wav: Uint8Array<ArrayBuffer>) => void;
  reject: (error: Error) => void;
};

type Worker = {
  child: ChildProcess;
  /** Loaded and answering jobs. */
  ready: boolean;
  /** The job it runs now. */
  task: Task | null;
  jobs: number;
  /** Start or job deadline. */
  timer: NodeJS.Timeout | undefined;
};

/**
 * Reads scripts aloud in a small pool of worker processes, so that synthesis never runs, fails or
 * grows memory in the server process.
 *
 * Why processes and why recycling: meSpeak's emscripten build allocates with a bump pointer and
 * its `free` does nothing, so every eSpeak run takes about 600 KB of the engine's fixed 50 MB heap
 * (the dictionary and phoneme tables are loaded again into new memory) and never gives it back.
 * Around the 80th run (between 80 and 89, depending on the voice's dictionary, whatever the text's
 * length) the pointer passes the end of the heap, reads there return garbage (`Bad data …
 * en_dict`), and a garbage length makes V8 allocate an array of invalid size: `Fatal JavaScript
 * invalid size error`, an abort of the whole process, which a worker thread would not contain.
 * So each worker is a child process, replaced after {@link SpeechPoolOptions.jobsPerWorker} jobs,
 * when its memory passes a bound, when a job fails, times out, or when it dies.
 */
export class SpeechPool {
  private readonly concurrency: number;
  private readonly maxQueued: number;
  private readonly jobTimeoutMs: number;
  private readonly startTimeoutMs: number;
  private readonly jobsPerWorker: number;
  private readonly maxWorkerRssBytes: number;
  private readonly workerHeapMegabytes: number;
  private readonly retryAfterSeconds: number;
  private readonly workers = new Set<Worker>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: SpeechPoolOptions = {}) {
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.maxQueued = Math.max(0, options.maxQueued ?? 32);
    this.jobTimeoutMs = options.jobTimeoutMs ?? 30_000;
    this.startTimeoutMs = options.startTimeoutMs ?? 30_000;
    this.jobsPerWorker = Math.max(1, options.jobsPerWorker ?? 60);
    this.maxWorkerRssBytes = options.maxWorkerRssBytes ?? 384 * 1024 * 1024;
    this.workerHeapMegabytes = options.workerHeapMegabytes ?? 512;
    this.retryAfterSeconds = options.retryAfterSeconds ?? 5;
  }

  /**
   * Reads `job.text` aloud into a WAV file. Rejects with {@link SpeechUnavailableError} when the
   * queue is full, the job times out, or its worker fails or dies.
   */
  synthesize(job: SpeechJob): Promise<Uint8Array<ArrayBuffer>> {
    if (this.closed) return Promise.reject(this.unavailable('closed'));
    if (this.queue.length >= this.maxQueued + this.freeSlots()) {
      return Promise.reject(this.unavailable('busy'));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.pump();
    });
  }

  /** Refuses new jobs, fails those waiting or running as `closed`, and stops every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(this.unavailable('closed'));
    const exits = [...this.workers].map((worker) => {
      const exited = new Promise<void>((resolve) => {
        if (worker.child.exitCode !== null || worker.child.signalCode !== null) resolve();
        else worker.child.once('exit', () => resolve());
      });
      // Unreferenced, its exit would not keep the process alive long enough to be awaited.
      worker.child.ref();
      this.remove(worker, 'closed');
      return exited;
    });
    await Promise.all(exits);
  }

  /** Workers that will take a queued job without waiting for another job to end. */
  private freeSlots(): number {
    let free = this.concurrency - this.workers.size;
    for (const worker of this.workers) if (!worker.task) free++;
    return free;
  }

  private unavailable(reason: SpeechUnavailableReason): SpeechUnavailableError {
    return new SpeechUnavailableError(reason, this.retryAfterSeconds);
  }

  /** Hands queued jobs to idle workers, starting workers up to the concurrency limit. */
  private pump(): void {
    while (this.queue.length > 0) {
      const idle = [...this.workers].find((worker) => worker.ready && !worker.task);
      if (idle) {
        this.run(idle, this.queue.shift() as Task);
        continue;
      }
      const starting = [...this.workers].filter((worker) => !worker.ready).length;
      if (this.workers.size >= this.concurrency || starting >= this.queue.length) return;
      this.start();
    }
  }

  private start(): void {
    const child = fork(WORKER_PATH, [], {
      // The worker is plain JavaScript: no TS loader, nor the server's flags.
      execArgv: [`--max-old-space-size=${this.workerHeapMegabytes}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const worker: Worker = { child, ready: false, task: null, jobs: 0, timer: undefined };
    worker.timer = setTimeout(() => this.remove(worker, 'failed'), this.startTimeoutMs);
    this.workers.add(worker);
    // Workers never keep the process alive on their own; a running or awaited job references one.
    child.unref();
    child.on('message', (reply: Reply) => this.receive(worker, reply));
    child.on('error', () => this.remove(worker, 'crashed'));
    child.once('exit', () => this.remove(worker, 'crashed'));
  }

  private run(worker: Worker, task: Task): void {
    worker.task = task;
    worker.child.channel?.ref();
    worker.timer = setTimeout(() => this.remove(worker, 'timeout'), this.jobTimeoutMs);
    try {
      worker.child.send({ id: task.id, ...task.job });
    } catch {
      this.remove(worker, 'crashed');
    }
  }

  private receive(worker: Worker, reply: Reply): void {
    if (!this.workers.has(worker)) return;
    if (reply.ready) {
      clearTimeout(worker.timer);
      worker.ready = true;
      worker.child.channel?.unref();
      this.pump();
      return;
    }
    const task = worker.task;
    if (!task || reply.id !== task.id) return;
    clearTimeout(worker.timer);
    worker.task = null;
    worker.jobs++;
    worker.child.channel?.unref();
    if (!reply.wav) {
      task.reject(this.unavailable('failed'));
      this.remove(worker, 'failed');
      return;
    }
    task.resolve(reply.wav);
    if (worker.jobs >= this.jobsPerWorker || (reply.rss ?? 0) > this.maxWorkerRssBytes) {
      this.remove(worker, 'closed');
      // Replaced now rather than on the next job, which would otherwise wait for the start.
      if (!this.closed) this.start();
    }
    this.pump();
  }

  /**
   * Stops a worker (a no-op when it is already gone): its job, if any, fails with `reason`. A
   * worker that dies before it ever loaded fails the waiting jobs too, rather than being started
   * again and again.
   */
  private remove(worker: Worker, reason: SpeechUnavailableReason): void {
    if (!this.workers.delete(worker)) return;
    clearTimeout(worker.timer);
    if (worker.task) worker.task.reject(this.unavailable(reason));
    worker.task = null;
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    if (!worker.ready && [...this.workers].every((other) => !other.ready)) {
      for (const task of this.queue.splice(0)) task.reject(this.unavailable(reason));
    }
    this.pump();
  }
}

import { Worker } from 'node:worker_threads';

/**
 * Runs a TypeScript module in a worker thread and resolves with the first message it posts. Node 20
 * runs TypeScript only through tsx, and a worker thread neither takes over the hooks tsx registered in
 * the thread that starts it nor honours `--import`, so the worker registers them itself before it loads
 * the module (as the gazetteer's worker does). The module reads `workerData`.
 */
export function workerResult<T>(module: URL, workerData?: unknown): Promise<T> {
  const script = `import('tsx/esm/api').then(({ register }) => {
    register();
    return import(${JSON.stringify(module.href)});
  });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { eval: true, workerData });
    worker.once('message', (data: T) => resolve(data));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The worker of ${module.pathname} exited with code ${code}`)),
    );
  });
}

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { callApi, signIn } from '../test/client.ts';
import { contractOperations } from '../test/contract/contract.ts';
import { EXAMPLE_REQUESTS, type ExampleContext } from '../test/contract/exampleRequests.ts';
import { type FuzzedRequest, fuzzedRequests } from '../test/contract/fuzzedRequests.ts';
import { sendFuzzedRequest } from '../test/contract/sendFuzzedRequest.ts';
import { demoAdvertisers } from '../test/harness.ts';
import { freePort, startServerProcess } from '../test/serverProcess.ts';
import { residentKb } from './processMemory.ts';

// `pnpm bench:memory`: the server process's memory (VmRSS) while it answers bad requests, generated
// as the fuzz test generates them (every one changed from a valid request in some way), spread over
// all operations of the contract and sent over loopback. Fails when the RSS after the requests is
// over the limit. `BENCH_OPERATIONS=createIntegration,suggestScript` limits the mix to some
// operations, to find which one holds on to memory.
const REQUESTS = Number(process.env.BENCH_BAD_REQUESTS ?? 12_000);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEED = Number(process.env.EARSHOT_FUZZ_SEED ?? 20261126);
const RSS_LIMIT_MB = 700;
const SAMPLE_MS = 200;
/** A line with the RSS after every this many requests shows whether memory keeps growing or levels off. */
const PROGRESS_EVERY = 2000;
const ROLES = ['owner@example.com', 'editor@example.com'];
/** Everyone the examples act as, signed in before fuzzed `POST /authenticate` calls use up the quota. */
const SIGNED_IN = [...ROLES, 'admin@earshot.dev', 'reporter@example.com'];
const only = process.env.BENCH_OPERATIONS?.split(',').filter(Boolean);

const print = (line: string) => process.stdout.write(`${line}\n`);

/** The process's descendants (speech synthesis runs in worker processes). */
async function descendants(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => []);
  const children: number[] = [];
  for (const task of tasks) {
    const listed = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
    children.push(...listed.split(' ').filter(Boolean).map(Number));
  }
  const nested = await Promise.all(children.map(descendants));
  return [...children, ...nested.flat()];
}

/** RSS of the server process, and of it with its descendants, in MB. */
async function sample(pid: number): Promise<{ server: number; withWorkers: number }> {
  const server = residentKb(pid) / 1024;
  const workers = await Promise.all((await descendants(pid)).map((child) => residentKb(child) / 1024));
  return { server, withWorkers: workers.reduce((sum, mb) => sum + mb, server) };
}

const dataDir = await mkdtemp(join(tmpdir(), 'earshot-memory-bench-'));
const port = await freePort();
const server = await startServerProcess({
  port,
  dataDir,
  env: { EARSHOT_SANDBOX: 'true' },
  startMs: 180_000,
});
const pid = server.pid as number;
const baseUrl = `http://127.0.0.1:${port}`;

try {
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    let token = tokens.get(email);
    if (!token) {
      token = await signIn(baseUrl, email);
      tokens.set(email, token);
    }
    return token;
  };
  for (const email of SIGNED_IN) await tokenOf(email);
  const ctx: ExampleContext = {
    acme: demoAdvertisers.onboarded,
    fresh: demoAdvertisers.fresh,
    call: async (method, path, json, as = 'owner@example.com') =>
      callApi(baseUrl, await tokenOf(as), method, path, json),
  };

  // The operations' valid examples are what the bad requests are changed from.
  const operations = contractOperations().filter(
    (operation) => !only || only.includes(operation.operationId),
  );
  const perOperation = Math.ceil(REQUESTS / operations.length);
  const batches: FuzzedRequest[][] = [];
  for (const [index, operation] of operations.entries()) {
    const example = await EXAMPLE_REQUESTS[operation.operationId]?.(ctx);
    if (!example) throw new Error(`No example request for ${operation.operationId}`);
    const bad = fuzzedRequests({
      operation,
      example,
      roles: ROLES,
      advertiserIds: Object.values(demoAdvertisers),
    }).filter((request) => request.mutations.length > 0);
    batches.push(fc.sample(bad, { seed: SEED + index, numRuns: perOperation }));
  }
  // Round robin over the operations, so every stretch of the run mixes all of them.
  const requests: FuzzedRequest[] = [];
  for (let turn = 0; requests.length < REQUESTS && turn < perOperation; turn += 1) {
    for (const batch of batches) {
      const request = batch[turn];
      if (request && requests.length < REQUESTS) requests.push(request);
    }
  }

  const start = await sample(pid);
  const peak = { ...start };
  const sampler = setInterval(() => {
    sample(pid).then(
      (now) => {
        peak.server = Math.max(peak.server, now.server);
        peak.withWorkers = Math.max(peak.withWorkers, now.withWorkers);
      },
      () => undefined,
    );
  }, SAMPLE_MS);

  const statuses = { '2xx/3xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 };
  const serverErrors: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const request = requests[next++] as FuzzedRequest;
        const sent = next;
        if (sent % PROGRESS_EVERY === 0) {
          sample(pid).then(
            (now) => print(`after ${sent} requests: server ${now.server.toFixed(0)} MB`),
            () => undefined,
          );
        }
        try {
          const { status } = await sendFuzzedRequest(baseUrl, request, tokenOf);
          if (status >= 500) {
            statuses['5xx'] += 1;
            serverErrors.push(`${status} ${request.method} ${request.path.slice(0, 120)}`);
          } else statuses[status >= 400 ? '4xx' : '2xx/3xx'] += 1;
        } catch {
          statuses['no answer'] += 1;
        }
      }
    }),
  );
  clearInterval(sampler);
  const end = await sample(pid);
  peak.server = Math.max(peak.server, end.server);
  peak.withWorkers = Math.max(peak.withWorkers, end.withWorkers);
  const seconds = (performance.now() - started) / 1000;

  print(
    `\n${requests.length} bad requests over ${operations.length} operations, ${CONCURRENCY} at a time, in ${seconds.toFixed(0)} s (seed ${SEED}, Node ${process.version})`,
  );
  print(
    `answers: ${Object.entries(statuses)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')}`,
  );
  for (const line of serverErrors.slice(0, 10)) print(`  ${line}`);
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  print(`server RSS: start ${mb(start.server)}, peak ${mb(peak.server)}, end ${mb(end.server)}`);
  print(
    `with speech workers: start ${mb(start.withWorkers)}, peak ${mb(peak.withWorkers)}, end ${mb(end.withWorkers)}`,
  );
  if (end.server > RSS_LIMIT_MB) {
    print(`The server's RSS after the requests is over ${RSS_LIMIT_MB} MB`);
    process.exitCode = 1;
  }
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}

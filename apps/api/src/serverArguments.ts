/**
 * V8's old space for the server process, in MB. Left to its default (a share of the machine's memory,
 * about 2 GB here), V8 lets garbage pile up before it collects, so the process's resident memory
 * climbs under sustained traffic although nothing leaks: 625 → 749 MB over 12,000 bad requests,
 * against 598 → 629 MB (peak 663 MB) with this limit (`pnpm bench:memory`). After start the server's
 * heap holds about 50 MB (24 MB of it the geocoding index, which has 13 MB more in typed arrays
 * outside it) and little per request; the embedded database and uploads live outside this heap.
 */
export const SERVER_HEAP_MB = 384;

/**
 * Threads of V8's platform pool, which compile the embedded database's WebAssembly to optimized code
 * in the background (and help the garbage collector). With Node's default of 4, several of those
 * compilations ran at once and the C allocator kept the memory they had used: the idle server's RSS
 * 20 s after start was 327–352 MB, against 257–297 MB with one thread, at the same list throughput
 * and the same speed of a sorting query in PGlite.
 */
export const SERVER_V8_POOL_SIZE = 1;

/**
 * How Node runs the server from `apps/api`: `node ${SERVER_NODE_ARGUMENTS.join(' ')}`. The start
 * script in `package.json` says the same; the tests, benches and end-to-end harness spawn it from here.
 */
export const SERVER_NODE_ARGUMENTS: readonly string[] = [
  `--max-old-space-size=${SERVER_HEAP_MB}`,
  `--v8-pool-size=${SERVER_V8_POOL_SIZE}`,
  '--conditions=source',
  '--import',
  'tsx',
  'src/main.ts',
];

/**
 * V8's old space for the server process, in MB. Left to its default (a share of the machine's memory,
 * about 2 GB here), V8 lets garbage pile up before it collects, so the process's resident memory
 * climbs under sustained traffic although nothing leaks: 625 → 749 MB over 12,000 bad requests,
 * against 598 → 629 MB (peak 663 MB) with this limit (`pnpm bench:memory`). The server holds about 150 MB
 * of its own (the geocoding index) and little per request; the embedded database and uploads live
 * outside this heap.
 */
export const SERVER_HEAP_MB = 384;

/**
 * How Node runs the server from `apps/api`: `node ${SERVER_NODE_ARGUMENTS.join(' ')}`. The start
 * script in `package.json` says the same; the tests, benches and end-to-end harness spawn it from here.
 */
export const SERVER_NODE_ARGUMENTS: readonly string[] = [
  `--max-old-space-size=${SERVER_HEAP_MB}`,
  '--conditions=source',
  '--import',
  'tsx',
  'src/main.ts',
];

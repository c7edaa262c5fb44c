import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SERVER_NODE_ARGUMENTS } from '../src/serverArguments.ts';

it('starts the server with pnpm start exactly as the tests, benches and end-to-end harness do', () => {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  expect(manifest.scripts.start).toBe(`node ${SERVER_NODE_ARGUMENTS.join(' ')}`);
});

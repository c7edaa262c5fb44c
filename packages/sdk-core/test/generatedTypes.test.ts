import { readFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const contracts = [
  ['openapi.yaml', 'api.d.ts'],
  ['search.yaml', 'search.d.ts'],
] as const;

describe('generated types', () => {
  it.each(contracts)(
    'src/generated matches openapi/%s',
    async (contract, generated) => {
      const source = new URL(`../../../openapi/${contract}`, import.meta.url);
      const fresh = `${COMMENT_HEADER}${astToString(await openapiTS(source, { silent: true }))}`;
      const committed = readFileSync(new URL(`../src/generated/${generated}`, import.meta.url), 'utf8');
      expect(
        committed === fresh,
        `src/generated/${generated} is stale: run \`pnpm --filter @earshot/sdk-core generate\` and commit it`,
      ).toBe(true);
    },
    30_000,
  );
});

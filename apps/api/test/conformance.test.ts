import { expect, it } from 'vitest';
import {
  contractOperations,
  documentsContentType,
  documentsStatus,
  responseValidator,
} from './contract/contract.ts';
import { useContractSession } from './contract/contractSession.ts';
import { EXAMPLE_REQUESTS } from './contract/exampleRequests.ts';
import { describeDatabases } from './harness.ts';

const operations = contractOperations();

// Each operation is its own test, so the report lists exactly which operations do not conform yet.
describeDatabases('every contract operation answers a valid request as the contract says', (database) => {
  const session = useContractSession(database);

  for (const operation of operations) {
    it(`${operation.operationId}: ${operation.method} ${operation.path}`, async () => {
      const { api, ctx, tokenOf } = session;
      const example = EXAMPLE_REQUESTS[operation.operationId];
      if (!example) {
        throw new Error(`No example request for ${operation.operationId}: add one to exampleRequests.ts`);
      }
      const request = await example(ctx);
      const headers: Record<string, string> = {};
      if (request.as) headers.authorization = `Bearer ${await tokenOf(request.as)}`;
      if (request.json !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${api.baseUrl}/v1${request.path}`, {
        method: operation.method,
        headers,
        redirect: 'manual',
        body: request.form ?? (request.json === undefined ? undefined : JSON.stringify(request.json)),
      });
      const text = await response.text();
      const summary = `${operation.method} ${request.path} → ${response.status} ${text.slice(0, 300)}`;
      expect(response.status < 300, summary).toBe(true);
      expect(documentsStatus(operation, response.status), `undocumented status: ${summary}`).toBe(true);
      const contentType = response.headers.get('content-type');
      expect(
        documentsContentType(operation, response.status, contentType),
        `undocumented content type ${contentType}: ${summary}`,
      ).toBe(true);
      const validate = responseValidator(operation, response.status);
      if (!validate) return;
      expect(response.headers.get('content-type') ?? '', summary).toMatch(/json/);
      const valid = validate(JSON.parse(text));
      expect(valid, `${summary}\n${JSON.stringify(validate.errors?.slice(0, 5), null, 1)}`).toBe(true);
    });
  }

  it('has an example for every operation and none for operations the contract lacks', () => {
    const ids = new Set(operations.map((operation) => operation.operationId));
    expect(Object.keys(EXAMPLE_REQUESTS).filter((id) => !ids.has(id))).toEqual([]);
    expect([...ids].filter((id) => !EXAMPLE_REQUESTS[id])).toEqual([]);
  });
});

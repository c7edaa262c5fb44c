import { expect, it } from 'vitest';
import { badRequestsFor } from './contract/badRequests.ts';
import { contractOperations, operationParameters } from './contract/contract.ts';
import { useContractSession } from './contract/contractSession.ts';
import { EXAMPLE_REQUESTS } from './contract/exampleRequests.ts';
import { rawRequest } from './contract/rawRequest.ts';
import { describeDatabases } from './harness.ts';

describeDatabases('bad input gets a 4xx with a Message and changes nothing', (database) => {
  const session = useContractSession(database);

  for (const operation of contractOperations()) {
    const example = EXAMPLE_REQUESTS[operation.operationId];
    if (!example) continue; // The conformance test reports operations without an example.
    it(`${operation.operationId}: ${operation.method} ${operation.path}`, async () => {
      const { api, ctx, tokenOf, rowCounts } = session;
      const request = await example(ctx);
      // Sessions are made before counting, so a login during the batch cannot hide a change.
      const authorization = request.as ? `Bearer ${await tokenOf(request.as)}` : undefined;
      const before = await rowCounts();
      const problems: string[] = [];
      for (const bad of badRequestsFor(operation, operationParameters(operation), request)) {
        const headers: Record<string, string> = {};
        if (authorization) headers.authorization = authorization;
        if (bad.contentType) headers['content-type'] = bad.contentType;
        const { status, text } = await rawRequest(
          `${api.baseUrl}/v1${bad.path}`,
          operation.method,
          headers,
          bad.body,
        );
        let message: unknown;
        try {
          message = JSON.parse(text).Message;
        } catch {
          message = undefined;
        }
        const refused = status >= 400 && typeof message === 'string' && message !== '';
        // Free text (a search fragment, an event name) may be answered normally, but never with a 5xx.
        if (status >= 500 || (bad.mustRefuse && !refused)) {
          problems.push(`${bad.name} → ${status} ${text.slice(0, 160)}`);
        }
      }
      expect(problems, `${operation.operationId} accepted or crashed on bad input`).toEqual([]);
      expect(await rowCounts()).toEqual(before);
    });
  }
});

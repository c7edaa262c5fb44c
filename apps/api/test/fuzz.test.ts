import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { errorAnswerProblem } from './contract/checkErrorAnswer.ts';
import { contractOperations } from './contract/contract.ts';
import { useContractSession } from './contract/contractSession.ts';
import { EXAMPLE_REQUESTS } from './contract/exampleRequests.ts';
import { describeRequest, type FuzzedRequest, fuzzedRequests } from './contract/fuzzedRequests.ts';
import { sendFuzzedRequest } from './contract/sendFuzzedRequest.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';

/** Requests per database, spread evenly over the operations; `EARSHOT_FUZZ_RUNS` sends more. */
const RUNS = Number(process.env.EARSHOT_FUZZ_RUNS ?? 2000);
/** A fixed seed keeps CI reproducible; `EARSHOT_FUZZ_SEED` replays or explores another. */
const SEED = Number(process.env.EARSHOT_FUZZ_SEED ?? 20261126);
/** A role-1 and a role-2 user of the onboarded demo advertiser. */
const ROLES = ['owner@example.com', 'editor@example.com'];
/**
 * Everyone the examples act as. They sign in before any fuzzing: fuzzed `POST /authenticate` calls
 * use up the per-minute quota of this client address.
 */
const SIGNED_IN = [...ROLES, 'admin@earshot.dev', 'reporter@example.com'];

const operations = contractOperations();
const runsPerOperation = Math.ceil(RUNS / operations.length);

function failureReport(details: fc.RunDetails<[FuzzedRequest]>): string {
  const request = details.counterexample?.[0];
  const error =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return [
    `Replay with EARSHOT_FUZZ_SEED=${details.seed} (counterexample path ${details.counterexamplePath}, after ${details.numRuns} runs, ${details.numShrinks} shrinks)`,
    request ? describeRequest(request) : 'no counterexample',
    error,
  ].join('\n');
}

// One test per operation, so a report names the operation that failed; each sends its share of the
// requests to a sandbox that keeps its state across them, as a real one does.
describeDatabases(
  'fuzzed requests never get a 5xx, errors have the contract shape, refusals write nothing',
  (database) => {
    const session = useContractSession(database);
    beforeAll(async () => {
      for (const email of SIGNED_IN) await session.tokenOf(email);
    });

    for (const operation of operations) {
      it(`${operation.operationId}: ${operation.method} ${operation.path}`, async () => {
        const { api, ctx, tokenOf, rowCounts } = session;
        const example = await EXAMPLE_REQUESTS[operation.operationId]?.(ctx);
        if (!example) throw new Error(`No example request for ${operation.operationId}`);
        const context = {
          operation,
          example,
          roles: ROLES,
          advertiserIds: Object.values(demoAdvertisers),
        };
        let counts = await rowCounts();
        const property = fc.asyncProperty(fuzzedRequests(context), async (request) => {
          const answer = await sendFuzzedRequest(api.baseUrl, request, tokenOf);
          const before = counts;
          counts = await rowCounts();
          const problem = errorAnswerProblem(answer);
          if (problem) throw new Error(problem);
          if (answer.status >= 300) {
            expect(counts, `a ${answer.status} answer changed the row counts`).toEqual(before);
          }
        });
        const details = await fc.check(property, {
          seed: SEED,
          numRuns: runsPerOperation,
          // An operation this slow to answer a few dozen requests is a finding, not a pass.
          interruptAfterTimeLimit: 60_000,
          markInterruptAsFailure: true,
        });
        if (details.failed) throw new Error(failureReport(details));
      }, 120_000);
    }
  },
);

import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createMemoryTokenStore,
  createPlatformClient,
  createSandboxCardTokenMutation,
  downloadInvoicePdfQuery,
  earshotKeys,
  getSpendingLimitsQuery,
  listCampaignsQuery,
  listInvoicesQuery,
  type PlatformMutationOptions,
  updateSpendingLimitsMutation,
} from '../src/index.ts';
import { type Handler, json, startServer } from './httpServer.ts';

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(() => server?.close());

const ACME = '11111111-2222-4333-8444-555555555555';
const INVOICE = 'f0000000-0000-4000-8000-000000000001';

async function setup(handler: Handler) {
  server = await startServer(handler);
  const client = createPlatformClient({
    baseUrl: `${server.url}/v1`,
    tokenStore: createMemoryTokenStore('session-1'),
    fetch: (request) => fetch(request),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, queryClient, received: server.received };
}

const run = <TData, TVariables>(
  queryClient: QueryClient,
  options: PlatformMutationOptions<TData, TVariables>,
  variables: TVariables,
) => new MutationObserver(queryClient, options).mutate(variables);

const card = {
  payment_token: 'ptok_1',
  number: '4000 0000 0000 0002',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  postal_code: '10119',
  name: 'Ada Lovelace',
};

describe('billing queries', () => {
  it('send a card to the sandbox card form, and throw its refusal as an ApiError with its code', async () => {
    const { client, queryClient, received } = await setup((request, res) =>
      JSON.parse(request.body.toString()).number.endsWith('0002')
        ? json(res, 402, { Message: 'Your card was declined: use another card.', code: 'card_declined' })
        : json(res, 201, { id: 'pm_1', type: 'card', card: { brand: 'visa', last4: '4242' } }),
    );
    const mutation = createSandboxCardTokenMutation(client, queryClient);
    const refused = await run(queryClient, mutation, card).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 402, code: 'card_declined' });
    const made = await run(queryClient, mutation, { ...card, number: '4242 4242 4242 4242' });
    expect(made).toMatchObject({ id: 'pm_1' });
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /v1/sandbox/tokens',
      'POST /v1/sandbox/tokens',
    ]);
  });

  it('read the invoices under the advertiser, and download one as a PDF blob', async () => {
    const pdf = Buffer.from('%PDF-1.3\n% an invoice\n%%EOF\n');
    const { client, queryClient, received } = await setup((request, res) => {
      if (request.url.endsWith('/pdf')) {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end(pdf);
      } else json(res, 200, [{ id: INVOICE, number: 'INV-202611-ABCDEF0123' }]);
    });
    const list = listInvoicesQuery(client, ACME);
    expect(list.queryKey).toEqual(earshotKeys.list(ACME, 'invoices', {}));
    expect(await queryClient.fetchQuery(list)).toEqual([{ id: INVOICE, number: 'INV-202611-ABCDEF0123' }]);
    const blob = await queryClient.fetchQuery(downloadInvoicePdfQuery(client, ACME, INVOICE));
    expect(blob).toBeInstanceOf(Blob);
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(pdf);
    expect(received.map((request) => request.url)).toEqual([
      `/v1/companies/${ACME}/invoices`,
      `/v1/companies/${ACME}/invoices/${INVOICE}/pdf`,
    ]);
    expect(() => downloadInvoicePdfQuery(client, ACME, null)).toThrow(
      'Missing required parameter invoice id',
    );
  });

  it('change the spending limits and read the campaigns again, whose delivery a limit stops', async () => {
    const { client, queryClient, received } = await setup((request, res) =>
      request.url.endsWith('/campaigns')
        ? json(res, 200, [])
        : json(res, 200, { monthly_limit: 500, campaign_caps: [] }),
    );
    const limits = getSpendingLimitsQuery(client, ACME);
    const campaigns = listCampaignsQuery(client, ACME);
    await queryClient.fetchQuery(limits);
    await queryClient.fetchQuery(campaigns);
    await run(queryClient, updateSpendingLimitsMutation(client, queryClient), {
      advertiserId: ACME,
      body: { monthly_limit: 500 },
    });
    const patch = received.find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe(`/v1/companies/${ACME}/spending-limits`);
    expect(JSON.parse(patch?.body.toString() ?? '')).toEqual({ monthly_limit: 500 });
    expect(queryClient.getQueryState(limits.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(campaigns.queryKey)?.isInvalidated).toBe(true);
  });
});

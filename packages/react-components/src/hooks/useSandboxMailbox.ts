import { listSandboxMailboxQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /sandbox/mailbox (listSandboxMailbox): the login links the sandbox sent to an address. */
export function useSandboxMailbox(
  params: Parameters<typeof listSandboxMailboxQuery>[1],
  options?: PlatformQueryHookOptions<QueryData<typeof listSandboxMailboxQuery>>,
) {
  return usePlatformQuery((client) => listSandboxMailboxQuery(client, params), options);
}

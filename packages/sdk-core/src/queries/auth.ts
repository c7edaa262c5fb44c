import type { QueryClient } from '@tanstack/query-core';
import {
  defineMutation,
  defineQuery,
  type PlatformClient,
  type QueryParams,
  required,
  type Schema,
  unwrap,
} from './core.ts';
import { earshotKeys } from './keys.ts';

/** POST /login-link (requestLoginLink): e-mails a passwordless login link. */
export function requestLoginLinkMutation(client: PlatformClient, queryClient: QueryClient) {
  return defineMutation(
    queryClient,
    ['earshot', 'requestLoginLink'],
    (body: Schema<'LoginLinkRequest'>) =>
      unwrap(
        client.POST('/login-link', {
          body: { email: required(body.email, 'An e-mail address is required') },
        }),
      ),
    () => [],
  );
}

/**
 * POST /authenticate (authenticate): exchanges the link token for a session; the client middleware
 * stores the returned `_token`. Everything cached for a previous user is invalidated.
 */
export function authenticateMutation(client: PlatformClient, queryClient: QueryClient) {
  return defineMutation(
    queryClient,
    ['earshot', 'authenticate'],
    ({ token, signup }: { token: string; signup?: boolean }) =>
      unwrap(
        client.POST('/authenticate', {
          params: { query: signup ? { signup: true } : {} },
          body: { token: required(token, 'The login link token is required: open the link from the e-mail') },
        }),
      ),
    () => [earshotKeys.all],
  );
}

/** POST /logout (logout): ends the session on the server and drops every cached query. */
export function logoutMutation(client: PlatformClient, queryClient: QueryClient) {
  return {
    mutationKey: ['earshot', 'logout'],
    mutationFn: () => unwrap(client.POST('/logout')),
    onSuccess: () => queryClient.removeQueries({ queryKey: earshotKeys.all }),
  };
}

/** GET /sandbox/mailbox (listSandboxMailbox): the login links the sandbox sent to an address. */
export function listSandboxMailboxQuery(client: PlatformClient, params: QueryParams<'listSandboxMailbox'>) {
  return defineQuery([...earshotKeys.global('sandbox-mailbox'), params] as const, (signal) =>
    unwrap(client.GET('/sandbox/mailbox', { params: { query: params }, signal })),
  );
}

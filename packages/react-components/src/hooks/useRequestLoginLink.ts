import { requestLoginLinkMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /login-link (requestLoginLink): e-mails a passwordless login link. */
export function useRequestLoginLink(
  options?: PlatformMutationHookOptions<
    MutationData<typeof requestLoginLinkMutation>,
    MutationVariables<typeof requestLoginLinkMutation>
  >,
) {
  return usePlatformMutation(requestLoginLinkMutation, options);
}

import { suggestScriptMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{id}/assets/audio/suggestion (suggestScript): script suggestions; changes nothing. */
export function useSuggestScript(
  options?: PlatformMutationHookOptions<
    MutationData<typeof suggestScriptMutation>,
    MutationVariables<typeof suggestScriptMutation>
  >,
) {
  return usePlatformMutation(suggestScriptMutation, options);
}

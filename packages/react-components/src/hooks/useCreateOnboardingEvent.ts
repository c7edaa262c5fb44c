import { createOnboardingEventMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{id}/onboarding (createOnboardingEvent), e.g. `{ name: 'snooze' }`. */
export function useCreateOnboardingEvent(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createOnboardingEventMutation>,
    MutationVariables<typeof createOnboardingEventMutation>
  >,
) {
  return usePlatformMutation(createOnboardingEventMutation, options);
}

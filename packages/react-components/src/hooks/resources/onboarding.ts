import { createOnboardingEventMutation, listOnboardingEventsQuery } from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{id}/onboarding (listOnboardingEvents): the events the onboarding rules read. Waits, disabled, until advertiserId is given. */
export const useOnboardingEvents = queryHook(listOnboardingEventsQuery);
/** POST /companies/{id}/onboarding (createOnboardingEvent), e.g. `{ name: 'snooze' }`. */
export const useCreateOnboardingEvent = mutationHook(createOnboardingEventMutation);

import type { QueryClient } from '@tanstack/query-core';
import { advertiserMutation, type PlatformClient, type Schema, unwrap } from './core.ts';
import { listQuery } from './operationFactories.ts';

/** POST /companies/{id}/onboarding (createOnboardingEvent), e.g. `{ name: 'snooze' }`. */
export function createOnboardingEventMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createOnboardingEvent',
    ['onboarding'],
    ({ name }: { advertiserId: string; name: Schema<'OnboardingEventCreate'>['name'] }, id) =>
      unwrap(client.POST('/companies/{id}/onboarding', { params: { path: { id } }, body: { name } })),
  );
}

/** GET /companies/{id}/onboarding (listOnboardingEvents): the events the onboarding rules read. */
export const listOnboardingEventsQuery = listQuery(
  'listOnboardingEvents',
  '/companies/{id}/onboarding',
  'onboarding',
);

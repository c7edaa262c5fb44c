import type { QueryClient } from '@tanstack/query-core';
import { advertiserMutation, advertiserQuery, type PlatformClient, type Schema, unwrap } from './core.ts';

const RESOURCE = 'onboarding';

/** GET /companies/{id}/onboarding (listOnboardingEvents): the events the onboarding rules read. */
export function listOnboardingEventsQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  return advertiserQuery(advertiserId, RESOURCE, {}, (id, signal) =>
    unwrap(client.GET('/companies/{id}/onboarding', { params: { path: { id } }, signal })),
  );
}

/** POST /companies/{id}/onboarding (createOnboardingEvent), e.g. `{ name: 'snooze' }`. */
export function createOnboardingEventMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createOnboardingEvent',
    [RESOURCE],
    ({ name }: { advertiserId: string; name: Schema<'OnboardingEventCreate'>['name'] }, id) =>
      unwrap(client.POST('/companies/{id}/onboarding', { params: { path: { id } }, body: { name } })),
  );
}

/** GET /companies/{id}/explo (getExploToken): a signed token for the embedded dashboard. */
export function getExploTokenQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  return advertiserQuery(advertiserId, 'explo', {}, (id, signal) =>
    unwrap(client.GET('/companies/{id}/explo', { params: { path: { id } }, signal })),
  );
}

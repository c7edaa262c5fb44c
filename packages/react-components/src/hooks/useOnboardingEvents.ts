import { listOnboardingEventsQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/onboarding (listOnboardingEvents): the events the onboarding rules read. Waits, disabled, until advertiserId is given. */
export function useOnboardingEvents(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listOnboardingEventsQuery>>,
) {
  return usePlatformQuery((client) => listOnboardingEventsQuery(client, advertiserId), options);
}

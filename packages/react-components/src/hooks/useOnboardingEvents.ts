import { listOnboardingEventsQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/onboarding (listOnboardingEvents): the events the onboarding rules read. Waits, disabled, until advertiserId is given. */
export function useOnboardingEvents(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listOnboardingEventsQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listOnboardingEventsQuery(client, advertiserId) : skipToken,
    options,
  );
}

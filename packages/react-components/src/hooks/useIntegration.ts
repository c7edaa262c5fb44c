import { getIntegrationQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{agencyId}/integrations/{integrationId} (getIntegration). Waits, disabled, until agencyId and integrationId are given. */
export function useIntegration(
  agencyId: string | null | undefined,
  integrationId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getIntegrationQuery>>,
) {
  return usePlatformQuery(
    allGiven(agencyId, integrationId)
      ? (client) => getIntegrationQuery(client, agencyId, integrationId)
      : skipToken,
    options,
  );
}

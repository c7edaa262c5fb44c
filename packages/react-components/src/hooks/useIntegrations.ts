import { listIntegrationsQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{agencyId}/integrations (listIntegrations); the agency is the advertiser. Waits, disabled, until agencyId is given. */
export function useIntegrations(
  agencyId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listIntegrationsQuery>>,
) {
  return usePlatformQuery(
    allGiven(agencyId) ? (client) => listIntegrationsQuery(client, agencyId) : skipToken,
    options,
  );
}

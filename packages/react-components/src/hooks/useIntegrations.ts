import { listIntegrationsQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{agencyId}/integrations (listIntegrations); the agency is the advertiser. Waits, disabled, until agencyId is given. */
export function useIntegrations(
  agencyId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listIntegrationsQuery>>,
) {
  return usePlatformQuery((client) => listIntegrationsQuery(client, agencyId), options);
}

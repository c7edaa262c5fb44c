import { getIntegrationQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{agencyId}/integrations/{integrationId} (getIntegration). Waits, disabled, until agencyId and integrationId are given. */
export function useIntegration(
  agencyId: string | null | undefined,
  integrationId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getIntegrationQuery>>,
) {
  return usePlatformQuery((client) => getIntegrationQuery(client, agencyId, integrationId), options);
}

import {
  createIntegrationMutation,
  getDataExportRunQuery,
  getIntegrationQuery,
  listIntegrationsQuery,
  runDataExportMutation,
  updateIntegrationMutation,
} from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{agencyId}/integrations (listIntegrations); the agency is the advertiser. Waits, disabled, until agencyId is given. */
export const useIntegrations = queryHook<typeof listIntegrationsQuery, [agencyId: unknown]>(
  listIntegrationsQuery,
);
/** GET /companies/{agencyId}/integrations/{integrationId} (getIntegration). Waits, disabled, until agencyId and integrationId are given. */
export const useIntegration = queryHook<
  typeof getIntegrationQuery,
  [agencyId: unknown, integrationId: unknown]
>(getIntegrationQuery);
/** GET /companies/{agencyId}/data-export/runs/{runId} (getDataExportRun). Waits, disabled, until agencyId and runId are given. */
export const useDataExportRun = queryHook<typeof getDataExportRunQuery, [agencyId: unknown, runId: unknown]>(
  getDataExportRunQuery,
);
/** POST /companies/{agencyId}/integrations (createIntegration). */
export const useCreateIntegration = mutationHook(createIntegrationMutation);
/** PATCH /companies/{agencyId}/integrations/{integrationId} (updateIntegration). */
export const useUpdateIntegration = mutationHook(updateIntegrationMutation);
/** POST /companies/{agencyId}/data-export/run (runDataExport): starts a data export run. */
export const useRunDataExport = mutationHook(runDataExportMutation);

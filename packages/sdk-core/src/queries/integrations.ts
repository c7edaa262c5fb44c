import { itemQuery, listQuery, writeMutation } from './operationFactories.ts';

/** GET /companies/{agencyId}/integrations (listIntegrations); the agency is the advertiser. */
export const listIntegrationsQuery = listQuery(
  'listIntegrations',
  '/companies/{agencyId}/integrations',
  'integrations',
);

/** GET /companies/{agencyId}/integrations/{integrationId} (getIntegration). */
export const getIntegrationQuery = itemQuery(
  'getIntegration',
  '/companies/{agencyId}/integrations/{integrationId}',
  { resource: 'integrations', param: 'integrationId', missing: 'Missing required parameter integration id' },
);

/**
 * GET /companies/{agencyId}/data-export/runs/{runId} (getDataExportRun): a run as `runDataExport`
 * answered it, for following one that answered `queued` or `running` until it finishes.
 */
export const getDataExportRunQuery = itemQuery(
  'getDataExportRun',
  '/companies/{agencyId}/data-export/runs/{runId}',
  { resource: 'data-export-runs', param: 'runId', missing: 'Missing required parameter data-export run id' },
);

/** POST /companies/{agencyId}/integrations (createIntegration). */
export const createIntegrationMutation = writeMutation(
  'createIntegration',
  'post',
  '/companies/{agencyId}/integrations',
  { invalidates: ['integrations'] },
);

/** PATCH /companies/{agencyId}/integrations/{integrationId} (updateIntegration). */
export const updateIntegrationMutation = writeMutation(
  'updateIntegration',
  'patch',
  '/companies/{agencyId}/integrations/{integrationId}',
  {
    invalidates: ['integrations'],
    item: { variable: 'integrationId', missing: 'Missing required parameter integration id' },
  },
);

/** POST /companies/{agencyId}/data-export/run (runDataExport): starts a data export run. */
export const runDataExportMutation = writeMutation(
  'runDataExport',
  'post',
  '/companies/{agencyId}/data-export/run',
  { invalidates: ['integrations'] },
);

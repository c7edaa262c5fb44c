import type { QueryClient } from '@tanstack/query-core';
import {
  advertiserMutation,
  advertiserQuery,
  itemQuery,
  type PlatformClient,
  required,
  type Schema,
  unwrap,
} from './core.ts';

const RESOURCE = 'integrations';
const INTEGRATION_REQUIRED = 'Missing required parameter integration id';
const RUN_REQUIRED = 'Missing required parameter data-export run id';

/** GET /companies/{agencyId}/integrations (listIntegrations); the agency is the advertiser. */
export function listIntegrationsQuery(client: PlatformClient, agencyId: string | null | undefined) {
  return advertiserQuery(agencyId, RESOURCE, {}, (agencyId, signal) =>
    unwrap(client.GET('/companies/{agencyId}/integrations', { params: { path: { agencyId } }, signal })),
  );
}

/** GET /companies/{agencyId}/integrations/{integrationId} (getIntegration). */
export function getIntegrationQuery(
  client: PlatformClient,
  agencyId: string | null | undefined,
  integrationId: string | null | undefined,
) {
  return itemQuery(
    agencyId,
    RESOURCE,
    integrationId,
    INTEGRATION_REQUIRED,
    (agencyId, integrationId, signal) =>
      unwrap(
        client.GET('/companies/{agencyId}/integrations/{integrationId}', {
          params: { path: { agencyId, integrationId } },
          signal,
        }),
      ),
  );
}

/** POST /companies/{agencyId}/integrations (createIntegration). */
export function createIntegrationMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createIntegration',
    [RESOURCE],
    ({ body }: { advertiserId: string; body: Schema<'IntegrationCreate'> }, agencyId) =>
      unwrap(client.POST('/companies/{agencyId}/integrations', { params: { path: { agencyId } }, body })),
  );
}

/** PATCH /companies/{agencyId}/integrations/{integrationId} (updateIntegration). */
export function updateIntegrationMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'updateIntegration',
    [RESOURCE],
    (
      {
        integrationId,
        body,
      }: { advertiserId: string; integrationId: string; body: Schema<'IntegrationUpdate'> },
      agencyId,
    ) =>
      unwrap(
        client.PATCH('/companies/{agencyId}/integrations/{integrationId}', {
          params: { path: { agencyId, integrationId: required(integrationId, INTEGRATION_REQUIRED) } },
          body,
        }),
      ),
  );
}

/** POST /companies/{agencyId}/data-export/run (runDataExport): starts a data export run. */
export function runDataExportMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'runDataExport',
    [RESOURCE],
    ({ body }: { advertiserId: string; body?: Schema<'DataExportRunRequest'> }, agencyId) =>
      unwrap(
        client.POST('/companies/{agencyId}/data-export/run', {
          params: { path: { agencyId } },
          ...(body ? { body } : {}),
        }),
      ),
  );
}

/**
 * GET /companies/{agencyId}/data-export/runs/{runId} (getDataExportRun): a run as `runDataExport`
 * answered it, for following one that answered `queued` or `running` until it finishes.
 */
export function getDataExportRunQuery(
  client: PlatformClient,
  agencyId: string | null | undefined,
  runId: string | null | undefined,
) {
  return itemQuery(agencyId, 'data-export-runs', runId, RUN_REQUIRED, (agencyId, runId, signal) =>
    unwrap(
      client.GET('/companies/{agencyId}/data-export/runs/{runId}', {
        params: { path: { agencyId, runId } },
        signal,
      }),
    ),
  );
}

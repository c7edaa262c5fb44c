import {
  createIntegrationBodySchema,
  fieldErrors,
  type RunDataExportBody,
  runDataExportBodySchema,
  updateIntegrationBodySchema,
} from '@earshot/validators';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { requireAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { parseUuid, readJson } from '../../http/validate.ts';
import { type ExportUrl, findDataExportRun, runDataExport } from './dataExportRuns.ts';
import { ga4Routes } from './ga4Routes.ts';
import { CONFIG_SCHEMAS, type IntegrationKind } from './integrationConfig.ts';
import {
  findIntegration,
  insertIntegration,
  listIntegrations,
  toIntegration,
  updateIntegration,
} from './integrationsRepository.ts';

/** Checks a config against its kind's settings: 422 naming each bad field. */
function parseConfig(kind: IntegrationKind, config: Record<string, unknown>): Record<string, unknown> {
  const result = CONFIG_SCHEMAS[kind].safeParse(config);
  if (result.success) return result.data;
  const fields = Object.fromEntries(
    Object.entries(fieldErrors(result.error)).map(([path, key]) => [`config.${path}`, key]),
  );
  throw new HttpError(422, `The ${kind} integration settings are not valid`, {
    code: 'validation_failed',
    fields,
  });
}

/** The settings without those sent as null: null leaves a setting unset. */
function withoutNulls(config: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== null));
}

/** A request without a body runs every data export; one with a body must be valid JSON. */
async function readOptionalRunBody(c: Context<AppEnv>): Promise<RunDataExportBody> {
  const length = c.req.header('content-length');
  const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
  return hasBody ? readJson(c, runDataExportBodySchema) : {};
}

const agencyOf = (c: Context<AppEnv>) => parseUuid(c.req.param('agencyId') ?? '', 'agency id');
const notFound = () => new HttpError(404, 'Integration not found', { code: 'not_found' });
/** Files are downloaded through `downloadExport`, on the origin the request came to. */
const exportUrlOf =
  (c: Context<AppEnv>): ExportUrl =>
  (exportId) =>
    new URL(`/v1/exports/${exportId}`, c.req.url).toString();

/** Routes of integrations: list, create, get, update, running the data export and connecting GA4. */
export function integrationsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/companies/:agencyId/integrations', async (c) => {
    const access = await requireAdvertiser(c, agencyOf(c), 'read');
    const rows = await listIntegrations(c.get('db'), access.advertiserUuid);
    return c.json(rows.map(toIntegration));
  });

  app.post('/companies/:agencyId/integrations', async (c) => {
    const access = await requireAdvertiser(c, agencyOf(c), 'manage');
    const body = await readJson(c, createIntegrationBodySchema);
    const config = parseConfig(body.kind, withoutNulls(body.config ?? {}));
    const row = await insertIntegration(
      c.get('db'),
      access.advertiserUuid,
      { kind: body.kind, name: body.name, config },
      c.get('now')(),
    );
    return c.json(toIntegration(row), 201);
  });

  app.get('/companies/:agencyId/integrations/:integrationId', async (c) => {
    const access = await requireAdvertiser(c, agencyOf(c), 'read');
    const id = parseUuid(c.req.param('integrationId'), 'integration id');
    const row = await findIntegration(c.get('db'), access.advertiserUuid, id);
    if (!row) throw notFound();
    return c.json(toIntegration(row));
  });

  app.patch('/companies/:agencyId/integrations/:integrationId', async (c) => {
    const access = await requireAdvertiser(c, agencyOf(c), 'manage');
    const id = parseUuid(c.req.param('integrationId'), 'integration id');
    const body = await readJson(c, updateIntegrationBodySchema);
    const db = c.get('db');
    const current = await findIntegration(db, access.advertiserUuid, id);
    if (!current) throw notFound();
    // Secrets are never answered, so a client editing settings cannot send them back: keep the stored ones.
    // A setting sent as null is removed (e.g. an optional destination the user cleared).
    const config = body.config
      ? parseConfig(current.kind, withoutNulls({ ...current.config, ...body.config }))
      : undefined;
    const row = await updateIntegration(db, access.advertiserUuid, id, { ...body, config });
    if (!row) throw notFound();
    return c.json(toIntegration(row));
  });

  app.post('/companies/:agencyId/data-export/run', async (c) => {
    const access = await requireAdvertiser(c, agencyOf(c), 'manage');
    const body = await readOptionalRunBody(c);
    const run = await runDataExport(
      c.get('db'),
      access.advertiserUuid,
      body.integrationId,
      c.get('now')(),
      exportUrlOf(c),
    );
    if (!run) {
      throw new HttpError(
        409,
        'There is no active data-export integration to run: create or resume one first',
        {
          code: 'conflict',
        },
      );
    }
    return c.json(run, 202);
  });

  app.get('/companies/:agencyId/data-export/runs/:runId', async (c) => {
    const access = await requireAdvertiser(c, agencyOf(c), 'read');
    const runId = parseUuid(c.req.param('runId'), 'run id');
    const run = await findDataExportRun(c.get('db'), access.advertiserUuid, runId, exportUrlOf(c));
    if (!run) throw new HttpError(404, 'Data-export run not found', { code: 'not_found' });
    return c.json(run);
  });

  app.route('/', ga4Routes());

  return app;
}

import { randomBytes } from 'node:crypto';
import type { components } from '@earshot/sdk-core';
import type { Database } from '../../db/database.ts';
import { isoTime, nullableIsoTime, wireMapper } from '../shared/wireMapper.ts';
import { type IntegrationKind, publicConfig } from './integrationConfig.ts';

type IntegrationRow = {
  id: string;
  advertiser_uuid: string;
  kind: IntegrationKind;
  name: string;
  config: Record<string, unknown> | string;
  status: 'active' | 'paused' | 'error';
  last_run_at: Date | string | null;
  created_at: Date | string;
};

/** A stored integration with its full (secret-bearing) config. */
export type StoredIntegration = Omit<IntegrationRow, 'config'> & { config: Record<string, unknown> };

const COLUMNS = 'id, advertiser_uuid, kind, name, config, status, last_run_at, created_at';

const parse = (row: IntegrationRow): StoredIntegration => ({
  ...row,
  config: typeof row.config === 'string' ? JSON.parse(row.config) : row.config,
});

/** An integration as the contract shows it. */
export type Integration = components['schemas']['Integration'];

/** Maps an integration to the contract's `Integration` (credentials removed). */
export const toIntegration = wireMapper<StoredIntegration, Integration>()(
  'id agencyId kind name config status last_run_at created_at',
  {
    agencyId: (row) => row.advertiser_uuid,
    config: (row) => publicConfig(row.config),
    last_run_at: nullableIsoTime('last_run_at'),
    created_at: isoTime('created_at'),
  },
);

/** The agency's integrations, oldest first. */
export async function listIntegrations(db: Database, agencyUuid: string): Promise<StoredIntegration[]> {
  const { rows } = await db.query<IntegrationRow>(
    `SELECT ${COLUMNS} FROM integrations WHERE advertiser_uuid = $1 ORDER BY created_at, id`,
    [agencyUuid],
  );
  return rows.map(parse);
}

/** One integration of the agency, or `null`. */
export async function findIntegration(
  db: Database,
  agencyUuid: string,
  id: string,
): Promise<StoredIntegration | null> {
  const { rows } = await db.query<IntegrationRow>(
    `SELECT ${COLUMNS} FROM integrations WHERE advertiser_uuid = $1 AND id = $2`,
    [agencyUuid, id],
  );
  return rows[0] ? parse(rows[0]) : null;
}

/** Stores a new, active integration. */
export async function insertIntegration(
  db: Database,
  agencyUuid: string,
  fields: { kind: IntegrationKind; name: string; config: Record<string, unknown> },
  now: Date,
): Promise<StoredIntegration> {
  const { rows } = await db.query<IntegrationRow>(
    `INSERT INTO integrations (advertiser_uuid, kind, name, config, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING ${COLUMNS}`,
    [agencyUuid, fields.kind, fields.name, JSON.stringify(fields.config), now],
  );
  const row = rows[0];
  if (!row) throw new Error('The integration could not be stored');
  return parse(row);
}

/** Applies changes; `null` when the integration is not the agency's. */
export async function updateIntegration(
  db: Database,
  agencyUuid: string,
  id: string,
  changes: {
    name?: string | undefined;
    config?: Record<string, unknown> | undefined;
    status?: 'active' | 'paused' | undefined;
  },
): Promise<StoredIntegration | null> {
  const { rows } = await db.query<IntegrationRow>(
    `UPDATE integrations SET name = coalesce($3, name), config = coalesce($4::jsonb, config),
       status = coalesce($5, status)
     WHERE advertiser_uuid = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [
      agencyUuid,
      id,
      changes.name ?? null,
      changes.config ? JSON.stringify(changes.config) : null,
      changes.status ?? null,
    ],
  );
  return rows[0] ? parse(rows[0]) : null;
}

/**
 * Connects the agency's GA4 integration to the granted property: the existing one is updated and
 * resumed, or a new one is created. The access token standing in for Google's is kept secret.
 */
export async function connectGa4Integration(
  db: Database,
  agencyUuid: string,
  granted: { measurement_id: string; property_name: string },
  now: Date,
): Promise<{ integration: StoredIntegration; created: boolean }> {
  const config = {
    measurement_id: granted.measurement_id,
    property_name: granted.property_name,
    connected_at: now.toISOString(),
    access_token: randomBytes(32).toString('base64url'),
  };
  const { rows } = await db.query<IntegrationRow>(
    `UPDATE integrations SET config = config || $2::jsonb, status = 'active'
     WHERE id = (SELECT id FROM integrations WHERE advertiser_uuid = $1 AND kind = 'ga4' ORDER BY created_at, id LIMIT 1)
     RETURNING ${COLUMNS}`,
    [agencyUuid, JSON.stringify(config)],
  );
  if (rows[0]) return { integration: parse(rows[0]), created: false };
  const integration = await insertIntegration(
    db,
    agencyUuid,
    { kind: 'ga4', name: 'Google Analytics 4', config },
    now,
  );
  return { integration, created: true };
}

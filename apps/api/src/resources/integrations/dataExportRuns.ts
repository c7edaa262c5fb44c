import type { Database } from '../../db/database.ts';

/** The contract's `DataExportRun`. */
export type DataExportRun = { run_id: string; status: 'queued'; started_at: string };

/**
 * Queues a data-export run for the given active data-export integrations of the agency (all of them
 * when `integrationId` is not given). `null` when there is nothing to run.
 */
export async function queueDataExportRun(
  db: Database,
  agencyUuid: string,
  integrationId: string | undefined,
  now: Date,
): Promise<DataExportRun | null> {
  return db.transaction(async (tx) => {
    const { rows: targets } = await tx.query<{ id: string }>(
      `UPDATE integrations SET last_run_at = $3
       WHERE advertiser_uuid = $1 AND kind = 'data-export' AND status = 'active' AND ($2::uuid IS NULL OR id = $2)
       RETURNING id`,
      [agencyUuid, integrationId ?? null, now],
    );
    if (targets.length === 0) return null;
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO data_export_runs (advertiser_uuid, integration_id, status, started_at)
       VALUES ($1, $2, 'queued', $3) RETURNING id`,
      [agencyUuid, integrationId ?? null, now],
    );
    const runId = rows[0]?.id;
    if (!runId) throw new Error('The data-export run could not be stored');
    return { run_id: runId, status: 'queued', started_at: now.toISOString() };
  });
}

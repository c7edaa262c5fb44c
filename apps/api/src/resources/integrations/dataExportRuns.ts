import type { components } from '@earshot/sdk-core';
import type { Database } from '../../db/database.ts';
import { insertExport } from '../events/exportsRepository.ts';
import { buildDataExportFile, DATA_EXPORT_KINDS, type DataExportKind } from './dataExportFiles.ts';

/** Files of a data-export run can be downloaded for seven days. */
const EXPORT_FILE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The contract's `DataExportFile`: one integration's file of a run. */
export type DataExportRunFile = components['schemas']['DataExportFile'];

/** The contract's `DataExportRun`. */
export type DataExportRun = components['schemas']['DataExportRun'];

/** Turns an export id into the address that downloads it (`downloadExport`). */
export type ExportUrl = (exportId: string) => string;

type RunRow = {
  id: string;
  status: DataExportRun['status'];
  started_at: Date | string;
  finished_at: Date | string | null;
  row_count: number | null;
};

type FileRow = {
  integration_id: string | null;
  data: DataExportKind;
  export_id: string;
  row_count: number;
  filename: string;
  expires_at: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const kindOf = (config: Record<string, unknown> | string): DataExportKind => {
  const data = (typeof config === 'string' ? JSON.parse(config) : config).data;
  return DATA_EXPORT_KINDS.find((kind) => kind === data) ?? 'events';
};

/** A run of the agency with its files, or `null`. */
export async function findDataExportRun(
  db: Database,
  agencyUuid: string,
  runId: string,
  exportUrl: ExportUrl,
): Promise<DataExportRun | null> {
  const { rows } = await db.query<RunRow>(
    `SELECT id, status, started_at, finished_at, row_count FROM data_export_runs
     WHERE advertiser_uuid = $1 AND id = $2`,
    [agencyUuid, runId],
  );
  const run = rows[0];
  if (!run) return null;
  const { rows: files } = await db.query<FileRow>(
    `SELECT f.integration_id, f.data, f.export_id, f.row_count, e.filename, e.expires_at
     FROM data_export_files f JOIN exports e ON e.id = f.export_id
     WHERE f.run_id = $1 ORDER BY e.filename, f.id`,
    [run.id],
  );
  return {
    run_id: run.id,
    status: run.status,
    started_at: iso(run.started_at),
    finished_at: run.finished_at === null ? null : iso(run.finished_at),
    row_count: run.row_count,
    files: files.map((file) => ({
      integration_id: file.integration_id,
      data: file.data,
      filename: file.filename,
      row_count: file.row_count,
      s3_url: exportUrl(file.export_id),
      expires_at: iso(file.expires_at),
    })),
  };
}

/**
 * Runs the given active data-export integration of the agency (every active one when
 * `integrationId` is not given): each writes a CSV file of its kind of data, stored as a
 * downloadable export, and the run records its status, files and row count. The sandbox runs
 * the export before answering, so the run comes back finished. `null` when there is nothing to run.
 */
export async function runDataExport(
  db: Database,
  agencyUuid: string,
  integrationId: string | undefined,
  now: Date,
  exportUrl: ExportUrl,
): Promise<DataExportRun | null> {
  return db.transaction(async (tx) => {
    const { rows: targets } = await tx.query<{ id: string; config: Record<string, unknown> | string }>(
      `UPDATE integrations SET last_run_at = $3
       WHERE advertiser_uuid = $1 AND kind = 'data-export' AND status = 'active' AND ($2::uuid IS NULL OR id = $2)
       RETURNING id, config`,
      [agencyUuid, integrationId ?? null, now],
    );
    if (targets.length === 0) return null;
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO data_export_runs (advertiser_uuid, integration_id, status, started_at)
       VALUES ($1, $2, 'running', $3) RETURNING id`,
      [agencyUuid, integrationId ?? null, now],
    );
    const runId = rows[0]?.id;
    if (!runId) throw new Error('The data-export run could not be stored');
    const expiresAt = new Date(now.getTime() + EXPORT_FILE_LIFETIME_MS);
    let rowCount = 0;
    for (const target of targets) {
      const kind = kindOf(target.config);
      const file = await buildDataExportFile(tx, agencyUuid, kind, now);
      const exportId = await insertExport(tx, agencyUuid, file, now, expiresAt);
      await tx.query(
        `INSERT INTO data_export_files (run_id, integration_id, data, export_id, row_count)
         VALUES ($1, $2, $3, $4, $5)`,
        [runId, target.id, kind, exportId, file.rowCount],
      );
      rowCount += file.rowCount;
    }
    await tx.query(
      `UPDATE data_export_runs SET status = 'succeeded', finished_at = $2, row_count = $3 WHERE id = $1`,
      [runId, now, rowCount],
    );
    return findDataExportRun(tx, agencyUuid, runId, exportUrl);
  });
}

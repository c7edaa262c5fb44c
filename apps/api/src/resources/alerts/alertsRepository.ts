import type { Database } from '../../db/database.ts';
import type { AlertKind, AlertSeverity, RaisedAlert } from './alertRules.ts';

/** An open alert as stored, with its campaign's name. */
export type AlertRow = {
  id: string;
  campaign_id: string;
  campaign_name: string;
  kind: AlertKind;
  severity: AlertSeverity;
  message: string;
  created_at: Date;
};

/**
 * Makes the advertiser's open alerts those `raised` now: a new condition opens an alert, one still
 * holding keeps its alert (and its dismissal) with the message brought up to date, and one that
 * cleared is resolved. Concurrent refreshes of one advertiser run one after the other.
 */
export async function refreshAlerts(
  db: Database,
  advertiserUuid: string,
  raised: RaisedAlert[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`alerts:${advertiserUuid}`]);
    for (const alert of raised) {
      await tx.query(
        `INSERT INTO campaign_alerts (advertiser_uuid, campaign_id, kind, severity, message, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (campaign_id, kind) WHERE resolved_at IS NULL
         DO UPDATE SET severity = EXCLUDED.severity, message = EXCLUDED.message`,
        [advertiserUuid, alert.campaign_id, alert.kind, alert.severity, alert.message, now],
      );
    }
    await tx.query(
      `UPDATE campaign_alerts SET resolved_at = $2
        WHERE advertiser_uuid = $1 AND resolved_at IS NULL
          AND NOT (campaign_id::text || ' ' || kind = ANY($3::text[]))`,
      [advertiserUuid, now, raised.map((alert) => `${alert.campaign_id} ${alert.kind}`)],
    );
  });
}

/** The advertiser's open alerts nobody dismissed: the most severe first, then the newest. */
export async function listOpenAlerts(db: Database, advertiserUuid: string): Promise<AlertRow[]> {
  const { rows } = await db.query<AlertRow>(
    `SELECT a.id, a.campaign_id, c.name AS campaign_name, a.kind, a.severity, a.message, a.created_at
       FROM campaign_alerts a JOIN campaigns c ON c.id = a.campaign_id
      WHERE a.advertiser_uuid = $1 AND a.resolved_at IS NULL AND a.dismissed_at IS NULL
      ORDER BY CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END, a.created_at DESC, a.id`,
    [advertiserUuid],
  );
  return rows;
}

/** Dismisses an open alert of the advertiser; `false` when it has none open with that id. */
export async function dismissAlert(
  db: Database,
  advertiserUuid: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE campaign_alerts SET dismissed_at = coalesce(dismissed_at, $3)
      WHERE advertiser_uuid = $1 AND id = $2 AND resolved_at IS NULL RETURNING 1`,
    [advertiserUuid, id, now],
  );
  return rows.length > 0;
}

/** Conversions recorded per campaign of the advertiser. */
export async function conversionsByCampaign(
  db: Database,
  advertiserUuid: string,
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ campaign_id: string; conversions: number | string }>(
    `SELECT campaign_id, sum(conversions) AS conversions FROM campaign_daily_metrics
      WHERE advertiser_uuid = $1 GROUP BY campaign_id`,
    [advertiserUuid],
  );
  return new Map(rows.map((row) => [row.campaign_id, Number(row.conversions)]));
}

/** The advertiser's creatives' names and statuses by id. */
export async function creativeStatuses(
  db: Database,
  advertiserUuid: string,
): Promise<Map<string, { name: string; status: string }>> {
  const { rows } = await db.query<{ id: string; name: string; status: string }>(
    'SELECT id::text AS id, name, status FROM creatives WHERE advertiser_uuid = $1',
    [advertiserUuid],
  );
  return new Map(rows.map(({ id, name, status }) => [id, { name, status }]));
}

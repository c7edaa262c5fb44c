import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';
import type { Ga4Property } from './ga4Properties.ts';

/** A consent request waiting on the consent page, with what the page shows. */
export type PendingGa4Consent = {
  id: string;
  state: string;
  advertiser_uuid: string;
  advertiser_name: string;
  user_email: string;
};

/** An approved consent whose code was exchanged: the property to connect. */
export type GrantedGa4Consent = { measurement_id: string; property_name: string };

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Stores a consent request of the user for the advertiser; its id addresses the consent page. */
export async function createGa4Consent(
  db: Database,
  fields: { advertiserUuid: string; userId: string; state: string },
  now: Date,
  expiresAt: Date,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ga4_consents (advertiser_uuid, user_id, state, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [fields.advertiserUuid, fields.userId, fields.state, now, expiresAt],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('The consent request could not be stored');
  return id;
}

/** A consent request not yet answered nor expired, or `null`. */
export async function findPendingGa4Consent(
  db: Database,
  id: string,
  now: Date,
): Promise<PendingGa4Consent | null> {
  return queryFirst<PendingGa4Consent>(
    db,
    `SELECT g.id, g.state, g.advertiser_uuid, a.name AS advertiser_name, u.email AS user_email
     FROM ga4_consents g JOIN advertisers a ON a.uuid = g.advertiser_uuid JOIN users u ON u.id = g.user_id
     WHERE g.id = $1 AND g.status = 'pending' AND g.expires_at > $2`,
    [id, now],
  );
}

/**
 * Approves a pending request for the property and answers the one-time authorization code (only
 * its hash is kept), or `null` when the request was answered meanwhile.
 */
export async function approveGa4Consent(
  db: Database,
  id: string,
  property: Ga4Property,
): Promise<string | null> {
  const code = randomBytes(32).toString('base64url');
  const { rows } = await db.query(
    `UPDATE ga4_consents SET status = 'approved', measurement_id = $2, property_name = $3, code_hash = $4
     WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, property.measurement_id, property.name, hashCode(code)],
  );
  return rows.length > 0 ? code : null;
}

/** Denies a pending request; false when it was answered meanwhile. */
export async function denyGa4Consent(db: Database, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE ga4_consents SET status = 'denied' WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/**
 * Uses up an authorization code: it must have been approved for the same advertiser with the
 * same state, and not have expired. `null` otherwise. Like an OAuth code it is bound to the
 * request, not to a session: any editor of the advertiser may finish the connection.
 */
export async function exchangeGa4Code(
  db: Database,
  fields: { advertiserUuid: string; code: string; state: string },
  now: Date,
): Promise<GrantedGa4Consent | null> {
  return queryFirst<GrantedGa4Consent>(
    db,
    `UPDATE ga4_consents SET status = 'connected'
     WHERE code_hash = $1 AND advertiser_uuid = $2 AND state = $3 AND status = 'approved' AND expires_at > $4
     RETURNING measurement_id, property_name`,
    [hashCode(fields.code), fields.advertiserUuid, fields.state, now],
  );
}

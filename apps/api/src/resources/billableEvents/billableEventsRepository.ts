import type { components } from '@earshot/sdk-core';
import type { Database } from '../../db/database.ts';
import { isoTime, nullableNumeric, wireMapper } from '../shared/wireMapper.ts';

type BillableEventRow = {
  id: string;
  name: string;
  event_type: string;
  billable: boolean;
  attribution_partner_id: string | null;
  price: string | number | null;
  updated_at: Date | string;
};

/** Fields an update may change. */
export type BillableEventChanges = {
  billable?: boolean | undefined;
  attribution_partner_id?: string | null | undefined;
  price?: number | null | undefined;
};

const COLUMNS = 'id, name, event_type, billable, attribution_partner_id, price, updated_at';

/** The contract's `BillableEvent`. */
export type BillableEvent = components['schemas']['BillableEvent'];

/** Maps a row to the contract's `BillableEvent`. */
const toBillableEvent = wireMapper<BillableEventRow, BillableEvent>()(
  'id name event_type billable attribution_partner_id price updated_at',
  { price: nullableNumeric('price'), updated_at: isoTime('updated_at') },
);

/** The advertiser's billable events, by name. */
export async function listBillableEvents(db: Database, advertiserUuid: string): Promise<BillableEvent[]> {
  const { rows } = await db.query<BillableEventRow>(
    `SELECT ${COLUMNS} FROM billable_events WHERE advertiser_uuid = $1 ORDER BY name, id`,
    [advertiserUuid],
  );
  return rows.map(toBillableEvent);
}

/** Applies changes; `null` when the event is not the advertiser's. */
export async function updateBillableEvent(
  db: Database,
  advertiserUuid: string,
  id: string,
  changes: BillableEventChanges,
  now: Date,
): Promise<BillableEvent | null> {
  const sets = ['updated_at = $3'];
  const params: unknown[] = [advertiserUuid, id, now];
  for (const key of ['billable', 'attribution_partner_id', 'price'] as const) {
    if (changes[key] === undefined) continue;
    params.push(changes[key]);
    sets.push(`${key} = $${params.length}`);
  }
  const { rows } = await db.query<BillableEventRow>(
    `UPDATE billable_events SET ${sets.join(', ')} WHERE advertiser_uuid = $1 AND id = $2 RETURNING ${COLUMNS}`,
    params,
  );
  return rows[0] ? toBillableEvent(rows[0]) : null;
}

/** Every attribution partner, by name. */
export async function listAttributionPartners(db: Database): Promise<{ id: string; name: string }[]> {
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM attribution_partners ORDER BY name',
  );
  return rows;
}

/** Whether an attribution partner exists. */
export async function attributionPartnerExists(db: Database, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM attribution_partners WHERE id = $1', [id]);
  return rows.length > 0;
}

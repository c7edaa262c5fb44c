import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';
import type { BillingInfoRow } from './billingRows.ts';

/** Editable billing information fields. */
export type BillingInfoFields = Omit<
  BillingInfoRow,
  'advertiser_uuid' | 'buyer_id' | 'qualified' | 'updated_at'
>;

const COLUMNS = `advertiser_uuid, buyer_id, company_name, address_line1, address_line2, city, postal_code,
  country, tax_id, email, qualified, updated_at`;
const EDITABLE = [
  'company_name',
  'address_line1',
  'address_line2',
  'city',
  'postal_code',
  'country',
  'tax_id',
  'email',
] as const;

/** The advertiser's billing information, or `null` when none was saved. */
export async function findBillingInfo(db: Database, advertiserUuid: string): Promise<BillingInfoRow | null> {
  return queryFirst<BillingInfoRow>(db, `SELECT ${COLUMNS} FROM billing_infos WHERE advertiser_uuid = $1`, [
    advertiserUuid,
  ]);
}

/** Stores new billing information; `null` when the advertiser already has some. */
export async function insertBillingInfo(
  db: Database,
  advertiserUuid: string,
  buyerId: string,
  fields: BillingInfoFields,
  qualified: boolean,
  now: Date,
): Promise<BillingInfoRow | null> {
  return queryFirst<BillingInfoRow>(
    db,
    `INSERT INTO billing_infos (advertiser_uuid, buyer_id, ${EDITABLE.join(', ')}, qualified, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     ON CONFLICT (advertiser_uuid) DO NOTHING
     RETURNING ${COLUMNS}`,
    [advertiserUuid, buyerId, ...EDITABLE.map((key) => fields[key]), qualified, now],
  );
}

/** Applies changes (and, when asked, a qualification result); `null` when none was saved. */
export async function updateBillingInfo(
  db: Database,
  advertiserUuid: string,
  changes: Partial<BillingInfoFields>,
  qualified: boolean | undefined,
  now: Date,
): Promise<BillingInfoRow | null> {
  const sets: string[] = [];
  const params: unknown[] = [advertiserUuid, now];
  for (const key of EDITABLE) {
    if (changes[key] === undefined) continue;
    params.push(changes[key]);
    sets.push(`${key} = $${params.length}`);
  }
  if (qualified !== undefined) {
    params.push(qualified);
    sets.push(`qualified = $${params.length}`);
  }
  return queryFirst<BillingInfoRow>(
    db,
    `UPDATE billing_infos SET ${[...sets, 'updated_at = $2'].join(', ')}
     WHERE advertiser_uuid = $1 RETURNING ${COLUMNS}`,
    params,
  );
}

import type { Database } from '../../db/database.ts';
import type { BillingInfoRow } from './billingRows.ts';

/** Editable billing information fields. */
export type BillingInfoFields = {
  company_name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postal_code: string;
  country: string;
  tax_id: string | null;
  email: string;
};

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
  const { rows } = await db.query<BillingInfoRow>(
    `SELECT ${COLUMNS} FROM billing_infos WHERE advertiser_uuid = $1`,
    [advertiserUuid],
  );
  return rows[0] ?? null;
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
  const { rows } = await db.query<BillingInfoRow>(
    `INSERT INTO billing_infos (advertiser_uuid, buyer_id, ${EDITABLE.join(', ')}, qualified, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     ON CONFLICT (advertiser_uuid) DO NOTHING
     RETURNING ${COLUMNS}`,
    [advertiserUuid, buyerId, ...EDITABLE.map((key) => fields[key]), qualified, now],
  );
  return rows[0] ?? null;
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
  const { rows } = await db.query<BillingInfoRow>(
    `UPDATE billing_infos SET ${[...sets, 'updated_at = $2'].join(', ')}
     WHERE advertiser_uuid = $1 RETURNING ${COLUMNS}`,
    params,
  );
  return rows[0] ?? null;
}

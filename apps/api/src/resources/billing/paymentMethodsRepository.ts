import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';
import type { PaymentMethodRow } from './billingRows.ts';

const COLUMNS =
  'advertiser_uuid, payment_id, type, brand, last4, exp_month, exp_year, is_default, created_at';

/** An advertiser's payment methods, default first, then newest first. */
export async function listPaymentMethods(db: Database, advertiserUuid: string): Promise<PaymentMethodRow[]> {
  const { rows } = await db.query<PaymentMethodRow>(
    `SELECT ${COLUMNS} FROM payment_methods WHERE advertiser_uuid = $1
     ORDER BY is_default DESC, created_at DESC, payment_id`,
    [advertiserUuid],
  );
  return rows;
}

/** Stores a method (the first one becomes the default); `null` when it is already attached. */
export async function insertPaymentMethod(
  db: Database,
  method: Omit<PaymentMethodRow, 'is_default' | 'created_at'>,
  now: Date,
): Promise<PaymentMethodRow | null> {
  return queryFirst<PaymentMethodRow>(
    db,
    `INSERT INTO payment_methods (advertiser_uuid, payment_id, type, brand, last4, exp_month, exp_year, is_default, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7,
       NOT EXISTS (SELECT 1 FROM payment_methods WHERE advertiser_uuid = $1 AND is_default), $8)
     ON CONFLICT (advertiser_uuid, payment_id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      method.advertiser_uuid,
      method.payment_id,
      method.type,
      method.brand,
      method.last4,
      method.exp_month,
      method.exp_year,
      now,
    ],
  );
}

/** Changes a method; making it the default clears the previous default. `null` when unknown. */
export async function updatePaymentMethod(
  db: Database,
  advertiserUuid: string,
  paymentId: string,
  changes: { is_default?: true; exp_month?: number; exp_year?: number },
): Promise<PaymentMethodRow | null> {
  return db.transaction(async (tx) => {
    const { rows: found } = await tx.query<{ payment_id: string }>(
      'SELECT payment_id FROM payment_methods WHERE advertiser_uuid = $1 AND payment_id = $2 FOR UPDATE',
      [advertiserUuid, paymentId],
    );
    if (found.length === 0) return null;
    if (changes.is_default) {
      await tx.query(
        'UPDATE payment_methods SET is_default = false WHERE advertiser_uuid = $1 AND is_default AND payment_id <> $2',
        [advertiserUuid, paymentId],
      );
    }
    return queryFirst<PaymentMethodRow>(
      tx,
      `UPDATE payment_methods SET
         is_default = is_default OR coalesce($3, false),
         exp_month = coalesce($4, exp_month),
         exp_year = coalesce($5, exp_year)
       WHERE advertiser_uuid = $1 AND payment_id = $2 RETURNING ${COLUMNS}`,
      [
        advertiserUuid,
        paymentId,
        changes.is_default ?? null,
        changes.exp_month ?? null,
        changes.exp_year ?? null,
      ],
    );
  });
}

/** Removes a method; a removed default passes to the newest remaining one. `false` when unknown. */
export async function deletePaymentMethod(
  db: Database,
  advertiserUuid: string,
  paymentId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ is_default: boolean }>(
      'DELETE FROM payment_methods WHERE advertiser_uuid = $1 AND payment_id = $2 RETURNING is_default',
      [advertiserUuid, paymentId],
    );
    const removed = rows[0];
    if (!removed) return false;
    if (removed.is_default) {
      await tx.query(
        `UPDATE payment_methods SET is_default = true
         WHERE advertiser_uuid = $1 AND payment_id = (
           SELECT payment_id FROM payment_methods WHERE advertiser_uuid = $1
           ORDER BY created_at DESC, payment_id LIMIT 1)`,
        [advertiserUuid],
      );
    }
    return true;
  });
}

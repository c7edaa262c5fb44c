import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';
import { INVOICE_COLUMNS, type Invoice, type InvoiceLine, type InvoiceRow } from './invoiceRow.ts';

/** What an invoice says about its month when it is written: lines, amounts and the buyer. */
export type InvoiceContent = {
  lines: InvoiceLine[];
  subtotalCents: number;
  taxRate: number;
  taxCents: number;
  taxNote: Invoice['tax_note'];
  billTo: Invoice['bill_to'];
};

/** The advertiser's invoices, newest month first. */
export async function listInvoices(db: Database, advertiserUuid: string): Promise<InvoiceRow[]> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE advertiser_uuid = $1 ORDER BY month DESC`,
    [advertiserUuid],
  );
  return rows;
}

/** One invoice of the advertiser, or `null`. */
export function findInvoice(db: Database, advertiserUuid: string, id: string): Promise<InvoiceRow | null> {
  return queryFirst<InvoiceRow>(
    db,
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE advertiser_uuid = $1 AND id = $2`,
    [advertiserUuid, id],
  );
}

/**
 * Delivered spend of a calendar month (`month`: its first day) per campaign with spend, by name: the
 * rows the metrics count, summed in the database's exact numerics.
 */
export async function monthLines(
  db: Database,
  advertiserUuid: string,
  month: string,
): Promise<InvoiceLine[]> {
  const { rows } = await db.query<{
    campaign_id: string;
    campaign_name: string;
    impressions: string | number;
    amount: string;
  }>(
    `SELECT campaign_id::text AS campaign_id,
            (array_agg(campaign_name ORDER BY day DESC))[1] AS campaign_name,
            sum(impressions) AS impressions, sum(spend)::text AS amount
       FROM campaign_daily_metrics
      WHERE advertiser_uuid = $1 AND day >= $2::date AND day < ($2::date + interval '1 month')
      GROUP BY campaign_id
     HAVING sum(spend) > 0
      ORDER BY 2, 1`,
    [advertiserUuid, month],
  );
  return rows.map((row) => ({
    campaign_id: row.campaign_id,
    campaign_name: row.campaign_name,
    impressions: Number(row.impressions),
    amount: Number(row.amount),
  }));
}

/**
 * Writes the invoice of a month with `content`: a new one, or the draft the month already has when it
 * says something else now. An issued invoice is never rewritten; `null` when nothing was written.
 * `issuedAt` issues it (status `open`); without it the invoice stays a draft.
 */
export async function writeInvoice(
  db: Database,
  invoice: { advertiserUuid: string; month: string; number: string; issuedAt: Date | null },
  content: InvoiceContent,
  now: Date,
): Promise<InvoiceRow | null> {
  const cents = (value: number) => (value / 100).toFixed(2);
  return queryFirst<InvoiceRow>(
    db,
    `INSERT INTO invoices (advertiser_uuid, month, number, status, lines, subtotal, tax_rate, tax, tax_note, total,
       bill_to, issued_at, updated_at)
     VALUES ($1, $2::date, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11::jsonb, $12, $13)
     ON CONFLICT (advertiser_uuid, month) DO UPDATE SET status = EXCLUDED.status, lines = EXCLUDED.lines,
       subtotal = EXCLUDED.subtotal, tax_rate = EXCLUDED.tax_rate, tax = EXCLUDED.tax, tax_note = EXCLUDED.tax_note,
       total = EXCLUDED.total, bill_to = EXCLUDED.bill_to, issued_at = EXCLUDED.issued_at,
       updated_at = EXCLUDED.updated_at
     WHERE invoices.status = 'draft'
       AND (invoices.status, invoices.lines, invoices.subtotal, invoices.tax_rate, invoices.tax_note, invoices.bill_to)
           IS DISTINCT FROM
           (EXCLUDED.status, EXCLUDED.lines, EXCLUDED.subtotal, EXCLUDED.tax_rate, EXCLUDED.tax_note, EXCLUDED.bill_to)
     RETURNING ${INVOICE_COLUMNS}`,
    [
      invoice.advertiserUuid,
      invoice.month,
      invoice.number,
      invoice.issuedAt ? 'open' : 'draft',
      JSON.stringify(content.lines),
      cents(content.subtotalCents),
      content.taxRate,
      cents(content.taxCents),
      content.taxNote,
      cents(content.subtotalCents + content.taxCents),
      content.billTo === null ? null : JSON.stringify(content.billTo),
      invoice.issuedAt,
      now,
    ],
  );
}

/** Records the charge of an open invoice: paid, or failed with the reason. */
export async function recordCharge(
  db: Database,
  id: string,
  charge: {
    paymentMethod: Invoice['payment_method'];
    failureMessage: string | null;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `UPDATE invoices SET status = $2, payment_method = $3::jsonb, failure_message = $4,
       paid_at = $5, updated_at = $6
     WHERE id = $1 AND status = 'open'`,
    [
      id,
      charge.failureMessage === null ? 'paid' : 'failed',
      charge.paymentMethod === null ? null : JSON.stringify(charge.paymentMethod),
      charge.failureMessage,
      charge.failureMessage === null ? charge.at : null,
      charge.at,
    ],
  );
}

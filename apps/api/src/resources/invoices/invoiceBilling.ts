import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';
import { type ChargedMethod, paymentProvider } from '../../services/payments/paymentProvider.ts';
import { findBillingInfo } from '../billing/billingInfoRepository.ts';
import type { InvoiceRow } from './invoiceRow.ts';
import { type InvoiceContent, monthLines, recordCharge, writeInvoice } from './invoicesRepository.ts';
import { invoiceTax } from './invoiceTax.ts';

/** The first day of `time`'s month (UTC), `YYYY-MM-01`. */
const monthOf = (time: Date): string => `${time.toISOString().slice(0, 7)}-01`;

/** Midnight UTC of the first day after the month starting on `month`: when the month closes. */
function monthEnd(month: string): Date {
  const start = new Date(`${month}T00:00:00Z`);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/**
 * The invoice number of an advertiser's month, e.g. `INV-202611-3F2A9C1B00`: the month, then ten hex
 * digits of a hash of the advertiser's uuid (uuids may share their first digits), so stable and unique.
 */
export function invoiceNumber(advertiserUuid: string, month: string): string {
  const advertiser = createHash('sha256').update(advertiserUuid).digest('hex').slice(0, 10).toUpperCase();
  return `INV-${month.slice(0, 7).replace('-', '')}-${advertiser}`;
}

/** What the invoice of a month says now, or `null` when the month has no spend. */
async function invoiceContent(
  db: Database,
  advertiserUuid: string,
  month: string,
): Promise<InvoiceContent | null> {
  const lines = await monthLines(db, advertiserUuid, month);
  if (lines.length === 0) return null;
  const billing = await findBillingInfo(db, advertiserUuid);
  const subtotalCents = lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
  const tax = invoiceTax(billing, subtotalCents);
  return {
    lines,
    subtotalCents,
    taxRate: tax.rate,
    taxCents: tax.taxCents,
    taxNote: tax.note,
    billTo: billing && {
      company_name: billing.company_name,
      address_line1: billing.address_line1,
      address_line2: billing.address_line2,
      city: billing.city,
      postal_code: billing.postal_code,
      country: billing.country,
      tax_id: billing.tax_id,
      email: billing.email,
    },
  };
}

/**
 * Charges an issued invoice's total to the advertiser's default payment method through the payment
 * provider, at `at`; without a default method the charge fails.
 */
async function chargeInvoice(db: Database, invoice: InvoiceRow, at: Date): Promise<void> {
  const method = await queryFirst<ChargedMethod & { brand: string | null; last4: string }>(
    db,
    `SELECT payment_id, type, brand, last4, exp_month, exp_year FROM payment_methods
      WHERE advertiser_uuid = $1 AND is_default`,
    [invoice.advertiser_uuid],
  );
  if (!method) {
    await recordCharge(db, invoice.id, {
      paymentMethod: null,
      failureMessage: 'No default payment method: add a card in billing',
      at,
    });
    return;
  }
  const result = await paymentProvider.charge(db, {
    advertiserUuid: invoice.advertiser_uuid,
    method,
    amount: Number(invoice.total),
    currency: invoice.currency,
    description: `Earshot invoice ${invoice.number}`,
    now: at,
  });
  await recordCharge(db, invoice.id, {
    paymentMethod: { payment_id: method.payment_id, brand: method.brand, last4: method.last4 },
    failureMessage: result.status === 'succeeded' ? null : result.message,
    at,
  });
}

/**
 * Brings the advertiser's invoices up to `now`: every earlier month with spend and no issued invoice
 * is issued as the month closed (lines frozen, status `open`) and charged then; the current month's
 * draft is written from the spend delivered so far. Returns how many invoices it issued.
 */
export async function updateInvoices(db: Database, advertiserUuid: string, now: Date): Promise<number> {
  const current = monthOf(now);
  const { rows } = await db.query<{ month: string }>(
    `SELECT DISTINCT to_char(date_trunc('month', m.day), 'YYYY-MM-DD') AS month
       FROM campaign_daily_metrics m
      WHERE m.advertiser_uuid = $1 AND m.day < $2::date AND m.spend > 0
        AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.advertiser_uuid = $1
                          AND i.month = date_trunc('month', m.day)::date AND i.status <> 'draft')
      ORDER BY 1`,
    [advertiserUuid, current],
  );
  let issued = 0;
  for (const { month } of rows) {
    const content = await invoiceContent(db, advertiserUuid, month);
    if (!content) continue;
    const closed = monthEnd(month);
    const invoice = await writeInvoice(
      db,
      { advertiserUuid, month, number: invoiceNumber(advertiserUuid, month), issuedAt: closed },
      content,
      now,
    );
    // Another request issued it meanwhile, and charges it.
    if (!invoice) continue;
    await chargeInvoice(db, invoice, closed);
    issued++;
  }
  const draft = await invoiceContent(db, advertiserUuid, current);
  if (draft) {
    await writeInvoice(
      db,
      { advertiserUuid, month: current, number: invoiceNumber(advertiserUuid, current), issuedAt: null },
      draft,
      now,
    );
  }
  return issued;
}

/**
 * Month-end billing, the scheduled job's work: issues and charges the closed months' invoices of every
 * advertiser that has some due (see {@link updateInvoices}). Returns how many invoices it issued.
 */
export async function runMonthEndBilling(db: Database, now: Date): Promise<number> {
  const { rows } = await db.query<{ advertiser_uuid: string }>(
    `SELECT DISTINCT m.advertiser_uuid FROM campaign_daily_metrics m
      WHERE m.day < $1::date AND m.spend > 0
        AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.advertiser_uuid = m.advertiser_uuid
                          AND i.month = date_trunc('month', m.day)::date AND i.status <> 'draft')`,
    [monthOf(now)],
  );
  let issued = 0;
  for (const { advertiser_uuid } of rows) issued += await updateInvoices(db, advertiser_uuid, now);
  return issued;
}

import type { components } from '@earshot/sdk-core';

/** An invoice as the contract shows it. */
export type Invoice = components['schemas']['Invoice'];

/** An invoice line as the contract shows it. */
export type InvoiceLine = components['schemas']['InvoiceLine'];

/** A stored `invoices` row (numeric columns as text, `month` as `YYYY-MM`). */
export type InvoiceRow = {
  id: string;
  advertiser_uuid: string;
  month: string;
  number: string;
  status: Invoice['status'];
  currency: 'USD';
  lines: InvoiceLine[];
  subtotal: string | number;
  tax_rate: string | number;
  tax: string | number;
  tax_note: Invoice['tax_note'];
  total: string | number;
  bill_to: Invoice['bill_to'];
  payment_method: Invoice['payment_method'];
  failure_message: string | null;
  issued_at: Date | null;
  paid_at: Date | null;
  updated_at: Date;
};

/** The columns every read and write returns. */
export const INVOICE_COLUMNS = `id, advertiser_uuid, to_char(month, 'YYYY-MM') AS month, number, status, currency,
  lines, subtotal, tax_rate, tax, tax_note, total, bill_to, payment_method, failure_message, issued_at, paid_at,
  updated_at`;

const iso = (time: Date | null) => (time ? new Date(time).toISOString() : null);

/** Maps a stored invoice to the contract's `Invoice`. */
export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    month: row.month,
    status: row.status,
    currency: row.currency,
    lines: row.lines,
    subtotal: Number(row.subtotal),
    tax_rate: Number(row.tax_rate),
    tax: Number(row.tax),
    tax_note: row.tax_note,
    total: Number(row.total),
    bill_to: row.bill_to,
    payment_method: row.payment_method,
    failure_message: row.failure_message,
    issued_at: iso(row.issued_at),
    paid_at: iso(row.paid_at),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

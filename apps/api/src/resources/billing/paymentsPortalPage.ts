import type { Invoice } from '../invoices/invoiceRow.ts';
import type { BillingInfoRow, PaymentMethodRow } from './billingRows.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

const KINDS: Record<PaymentMethodRow['type'], string> = {
  card: 'Card',
  sepa_debit: 'SEPA direct debit',
  ach: 'ACH bank account',
};

const STATUS_LABELS: Record<Invoice['status'], string> = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  failed: 'Payment failed',
};

/**
 * The page's own styles: system colours that follow the reader's light or dark preference, cards
 * that wrap to one column on a phone, and a table that scrolls sideways rather than overflowing.
 */
const STYLES = `
:root{color-scheme:light dark;--bg:#f6f6f8;--surface:#fff;--text:#1d1d1f;--muted:#5b5b66;--line:#d9d9e0;
--accent:#3a2fd6;--ok:#1b7f3b;--warn:#9a5b00;--bad:#b3261e}
@media (prefers-color-scheme:dark){:root{--bg:#131317;--surface:#1e1e24;--text:#f2f2f5;--muted:#a9a9b6;
--line:#393943;--accent:#a9a2ff;--ok:#6fd38f;--warn:#f2b45a;--bad:#ff8a80}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:15px/1.5 system-ui,sans-serif}
main{max-width:960px;margin:0 auto;padding:24px 16px 48px}h1{font-size:1.6rem;margin:0 0 4px}
h2{font-size:1.15rem;margin:32px 0 12px}p{margin:0}.muted{color:var(--muted)}
.panel{background:var(--surface);border:1px solid var(--line);border-radius:12px;padding:16px}
.cards{display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));list-style:none;margin:0;padding:0}
.card{background:var(--surface);border:1px solid var(--line);border-radius:12px;padding:16px;display:grid;gap:4px}
.card strong{font-size:1.05rem}.badge{justify-self:start;border-radius:999px;padding:1px 10px;font-size:.8rem;
border:1px solid currentColor}.badge.default{color:var(--accent)}
.table{overflow-x:auto;background:var(--surface);border:1px solid var(--line);border-radius:12px}
table{border-collapse:collapse;width:100%;min-width:560px}th,td{padding:10px 12px;text-align:left;border-bottom:1px solid var(--line)}
tr:last-child td{border-bottom:0}td.amount,th.amount{text-align:right;font-variant-numeric:tabular-nums}
.status-paid{color:var(--ok)}.status-open,.status-draft{color:var(--warn)}.status-failed{color:var(--bad)}
a{color:var(--accent)}a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}`;

/** What the portal shows of an invoice, with the address of its PDF. */
export type PortalInvoice = Invoice & { pdfUrl: string };

function methodCard(method: PaymentMethodRow): string {
  const kind = method.brand ? (BRANDS[method.brand] ?? method.brand) : KINDS[method.type];
  const expiry =
    method.exp_month && method.exp_year
      ? `Expires ${String(method.exp_month).padStart(2, '0')}/${method.exp_year}`
      : 'Does not expire';
  return `<li class="card"><strong>${escapeHtml(kind)} ending in ${escapeHtml(method.last4)}</strong>
<span class="muted">${expiry}</span>${method.is_default ? '<span class="badge default">Default</span>' : ''}</li>`;
}

function invoiceRow(invoice: PortalInvoice): string {
  return `<tr><th scope="row">${escapeHtml(invoice.number)}</th><td>${monthName(invoice.month)}</td>
<td class="status-${invoice.status}">${STATUS_LABELS[invoice.status]}${invoice.failure_message ? `: ${escapeHtml(invoice.failure_message)}` : ''}</td>
<td class="amount">${money(invoice.total, invoice.currency)}</td>
<td><a href="${escapeHtml(invoice.pdfUrl)}" download>PDF<span class="visually-hidden"> of ${escapeHtml(invoice.number)}</span></a></td></tr>`;
}

/**
 * The sandbox payments portal, standing in for a payment provider's hosted portal: billing details,
 * the payment methods as cards (brand, last four, expiry, default) and the invoices with status,
 * total and PDF. A styled, accessible page with inline styles only, usable on a phone and in dark mode.
 */
export function renderPaymentsPortalPage(
  billing: BillingInfoRow,
  methods: PaymentMethodRow[],
  invoices: PortalInvoice[],
): string {
  const address = [
    billing.address_line1,
    billing.address_line2,
    `${billing.postal_code} ${billing.city}`,
    billing.country,
  ]
    .filter((line): line is string => Boolean(line))
    .map(escapeHtml)
    .join('<br>');
  const methodList = methods.length
    ? `<ul class="cards">${methods.map(methodCard).join('')}</ul>`
    : '<p class="panel muted">No payment method yet</p>';
  const invoiceTable = invoices.length
    ? `<div class="table"><table><caption class="visually-hidden">Invoices, newest first</caption>
<thead><tr><th scope="col">Invoice</th><th scope="col">Month</th><th scope="col">Status</th>
<th scope="col" class="amount">Total</th><th scope="col">Download</th></tr></thead>
<tbody>${invoices.map(invoiceRow).join('')}</tbody></table></div>`
    : '<p class="panel muted">No invoices yet</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payments portal · ${escapeHtml(billing.company_name)}</title>
<style>${STYLES}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}</style></head>
<body><main><h1>Payments portal</h1><p class="muted">Earshot sandbox</p>
<h2>Billing details</h2><div class="panel"><p><strong>${escapeHtml(billing.company_name)}</strong></p><p>${address}</p>
<p class="muted">Buyer ${escapeHtml(billing.buyer_id)} · invoices to ${escapeHtml(billing.email)}</p></div>
<h2>Payment methods</h2>${methodList}
<h2>Invoices</h2>${invoiceTable}
</main></body></html>`;
}

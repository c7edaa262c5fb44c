import type { Database } from '../../db/database.ts';
import type { BillingInfoRow, PaymentMethodRow } from './billingRows.ts';

/** Spend of one calendar month: a statement line of the portal. */
export type MonthlyStatement = { month: string; spend: number };

/** The advertiser's spend per calendar month, newest first. */
export async function listMonthlyStatements(
  db: Database,
  advertiserUuid: string,
): Promise<MonthlyStatement[]> {
  const { rows } = await db.query<{ month: string; spend: string | number }>(
    `SELECT to_char(date_trunc('month', day), 'YYYY-MM') AS month, sum(spend) AS spend
     FROM campaign_daily_metrics WHERE advertiser_uuid = $1 GROUP BY 1 ORDER BY 1 DESC`,
    [advertiserUuid],
  );
  return rows.map((row) => ({ month: row.month, spend: Number(row.spend) }));
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The sandbox payments portal: billing details, payment methods and monthly statements as plain,
 * accessible HTML (inline styles only), standing in for a payment provider's hosted portal.
 */
export function renderPaymentsPortalPage(
  billing: BillingInfoRow,
  methods: PaymentMethodRow[],
  statements: MonthlyStatement[],
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
  const methodItems = methods.length
    ? methods
        .map(
          (method) =>
            `<li>${escapeHtml(method.brand ?? method.type)} ending in ${escapeHtml(method.last4)}${method.is_default ? ' (default)' : ''}</li>`,
        )
        .join('')
    : '<li>No payment method yet</li>';
  const statementRows = statements
    .map((line) => `<tr><th scope="row">${line.month}</th><td>${line.spend.toFixed(2)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payments portal</title>
<style>body{font:14px system-ui,sans-serif;margin:16px;color:#1d1d1f}table{border-collapse:collapse}
th,td{border:1px solid #d0d0d5;padding:4px 8px;text-align:right}th[scope=row]{text-align:left}</style></head>
<body><main><h1>Payments portal</h1>
<h2>${escapeHtml(billing.company_name)}</h2><p>${address}</p><p>Buyer ${escapeHtml(billing.buyer_id)} · invoices to ${escapeHtml(billing.email)}</p>
<h2>Payment methods</h2><ul>${methodItems}</ul>
<h2>Statements</h2>${statementRows ? `<table><tr><th scope="col">Month</th><th scope="col">Spend</th></tr>${statementRows}</table>` : '<p>No statements yet</p>'}
</main></body></html>`;
}

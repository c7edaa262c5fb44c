import PDFDocument from 'pdfkit';
import type { Invoice } from './invoiceRow.ts';

/**
 * The standard PDF fonts (Helvetica) encode Windows-1252 only; other characters (a company name in
 * Chinese, an emoji) print as `?` rather than as nothing.
 */
const printable = (text: string): string => text.replace(/[^\u0020-\u007e\u00a0-\u00ff€–—‘’“”•…]/g, '?');

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const day = (time: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(time));

const STATUS_LINES: Record<Invoice['status'], (invoice: Invoice) => string> = {
  draft: () => 'Draft: the month is still running; amounts grow with each delivered day.',
  open: (invoice) => `Issued ${invoice.issued_at ? day(invoice.issued_at) : ''}; payment pending.`,
  paid: (invoice) =>
    `Paid ${invoice.paid_at ? day(invoice.paid_at) : ''}${invoice.payment_method ? ` with ${invoice.payment_method.brand ?? 'account'} ending in ${invoice.payment_method.last4}` : ''}.`,
  failed: (invoice) => `Payment failed: ${invoice.failure_message ?? 'the charge was refused'}.`,
};

/** Column x positions and widths on an A4 page with 50 pt margins (495 pt of text width). */
const COLUMNS = { campaign: [50, 265], impressions: [315, 100], amount: [415, 130] } as const;

/**
 * Renders an invoice as an A4 PDF with pdfkit: the seller and the buyer, the month, a line per
 * campaign, tax and total, and how it was paid. The document's title is the invoice number.
 */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `Invoice ${invoice.number}`,
      Author: 'Earshot',
      Subject: `Advertising services, ${monthName(invoice.month)}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const currency = invoice.currency;

  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(invoice.status === 'draft' ? 'Draft invoice' : 'Invoice');
  doc.font('Helvetica').fontSize(10).fillColor('#555555');
  doc.text(`Number ${invoice.number}`);
  doc.text(`Advertising services, ${monthName(invoice.month)}`);
  doc.moveDown();
  doc.fillColor('#000000').font('Helvetica-Bold').text('From');
  doc.font('Helvetica').text('Earshot, the audio platform for the open internet');
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text('Bill to');
  const to = invoice.bill_to;
  const billTo = to
    ? [
        to.company_name,
        to.address_line1,
        to.address_line2,
        `${to.postal_code} ${to.city}`,
        to.country,
        to.tax_id ? `VAT / tax id ${to.tax_id}` : null,
        to.email,
      ]
    : ['No billing information yet'];
  doc.font('Helvetica');
  for (const line of billTo) if (line) doc.text(printable(line));
  doc.moveDown();

  const row = (cells: [string, string, string], y: number) => {
    doc.text(cells[0], COLUMNS.campaign[0], y, { width: COLUMNS.campaign[1] });
    const height = doc.y - y;
    doc.text(cells[1], COLUMNS.impressions[0], y, { width: COLUMNS.impressions[1], align: 'right' });
    doc.text(cells[2], COLUMNS.amount[0], y, { width: COLUMNS.amount[1], align: 'right' });
    doc.y = y + Math.max(height, doc.currentLineHeight(true)) + 4;
  };
  doc.font('Helvetica-Bold');
  row(['Campaign', 'Impressions', `Amount (${currency})`], doc.y);
  doc.moveTo(50, doc.y).lineTo(545, doc.y).strokeColor('#999999').stroke();
  doc.y += 4;
  doc.font('Helvetica');
  for (const line of invoice.lines) {
    if (doc.y > 740) doc.addPage();
    row(
      [printable(line.campaign_name), line.impressions.toLocaleString('en-US'), money(line.amount, currency)],
      doc.y,
    );
  }
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke();
  doc.y += 6;
  const taxLabel =
    invoice.tax_note === 'reverse_charge'
      ? 'VAT (reverse charge: the buyer accounts for it)'
      : `Tax (${(invoice.tax_rate * 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%)`;
  row(['Subtotal', '', money(invoice.subtotal, currency)], doc.y);
  row([taxLabel, '', money(invoice.tax, currency)], doc.y);
  doc.font('Helvetica-Bold');
  row(['Total', '', money(invoice.total, currency)], doc.y);
  doc.moveDown();
  doc.font('Helvetica').text(printable(STATUS_LINES[invoice.status](invoice)), 50, doc.y, { width: 495 });
  doc.end();
  return done;
}

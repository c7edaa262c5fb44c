import { type Context, Hono } from 'hono';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { parseUuid } from '../../http/validate.ts';
import { simulateDelivery } from '../../services/delivery/simulateDelivery.ts';
import { updateInvoices } from './invoiceBilling.ts';
import { renderInvoicePdf } from './invoicePdf.ts';
import { toInvoice } from './invoiceRow.ts';
import { findInvoice, listInvoices } from './invoicesRepository.ts';

/**
 * The advertiser whose invoices a request reads (roles 1, 2 and admins), with its finished days
 * delivered and its invoices brought up to date, so the draft holds yesterday's spend.
 */
async function invoicedAdvertiser(c: Context<AppEnv>): Promise<string> {
  const { advertiserUuid } = await pathAdvertiser(c, 'manage');
  const db = c.get('db');
  const now = c.get('now')();
  await simulateDelivery(db, advertiserUuid, now);
  await updateInvoices(db, advertiserUuid, now);
  return advertiserUuid;
}

async function invoiceOf(c: Context<AppEnv>) {
  const id = parseUuid(c.req.param('invoiceId'), 'invoiceId');
  const row = await findInvoice(c.get('db'), await invoicedAdvertiser(c), id);
  if (!row) throw new HttpError(404, 'Invoice not found', { code: 'not_found' });
  return toInvoice(row);
}

/** Invoices: the list, one invoice, and its PDF. */
export function invoicesRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/companies/:id/invoices', async (c) => {
    const advertiserUuid = await invoicedAdvertiser(c);
    return c.json((await listInvoices(c.get('db'), advertiserUuid)).map(toInvoice));
  });

  app.get('/companies/:id/invoices/:invoiceId', async (c) => c.json(await invoiceOf(c)));

  app.get('/companies/:id/invoices/:invoiceId/pdf', async (c) => {
    const invoice = await invoiceOf(c);
    const pdf = await renderInvoicePdf(invoice);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoice.number}.pdf"`,
      'Content-Length': String(pdf.length),
    });
  });

  return app;
}

import { randomBytes } from 'node:crypto';
import {
  BILLING_TYPES,
  createBillingInfoBodySchema,
  createPaymentTokenBodySchema,
  updateBillingInfoBodySchema,
} from '@earshot/validators';
import { Hono } from 'hono';
import { z } from 'zod';
import { pathAdvertiser, requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { parseUuid, readJson, readQuery } from '../../http/validate.ts';
import { issuePaymentFormToken } from '../../services/payments/paymentFormToken.ts';
import { updateInvoices } from '../invoices/invoiceBilling.ts';
import { renderInvoicePdf } from '../invoices/invoicePdf.ts';
import { toInvoice } from '../invoices/invoiceRow.ts';
import { findInvoice, listInvoices } from '../invoices/invoicesRepository.ts';
import { noBillingData, readPaymentBody } from './billingErrors.ts';
import { findBillingInfo, insertBillingInfo, updateBillingInfo } from './billingInfoRepository.ts';
import { toBillingInfo } from './billingRows.ts';
import { listPaymentMethods } from './paymentMethodsRepository.ts';
import { paymentsPortalUrl, verifyPaymentsPortalToken } from './paymentsPortal.ts';
import { renderPaymentsPortalPage } from './paymentsPortalPage.ts';

const portalQuerySchema = z.object({ token: z.string().min(1).max(2000) });

/** Query of the billing-info writes: `qualify-buyer=true|false`. */
const qualifyBuyerQuerySchema = z.object({ 'qualify-buyer': z.enum(['true', 'false']).optional() });

const portalLinkExpired = () =>
  new HttpError(401, 'This portal link is invalid or has expired: open the portal again from billing', {
    code: 'unauthorized',
  });

/** Payment tokens and portal links live 15 minutes, like the login links. */
const SHORT_LIVED_MS = 15 * 60 * 1000;

/**
 * Routes of billing information (with buyer qualification), payment tokens, the payments portal (its
 * page and its invoices' PDFs) and the billing types.
 */
export function billingInfoRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/companies/billing-types', (c) => {
    requireUser(c);
    return c.json({ billing_types: BILLING_TYPES.map((type) => ({ id: type.value, name: type.label })) });
  });

  app.get('/companies/:id/billing-info', async (c) => {
    const access = await pathAdvertiser(c, 'manage');
    const row = await findBillingInfo(c.get('db'), access.advertiserUuid);
    // 204 rather than 404: a new advertiser simply has none yet, which is not an error to notify.
    return row ? c.json(toBillingInfo(row)) : c.body(null, 204);
  });

  app.post('/companies/:id/billing-info', async (c) => {
    const access = await pathAdvertiser(c, 'manage');
    const qualify = readQuery(c, qualifyBuyerQuerySchema)['qualify-buyer'] === 'true';
    const body = await readJson(c, createBillingInfoBodySchema);
    const row = await insertBillingInfo(
      c.get('db'),
      access.advertiserUuid,
      `buyer_${randomBytes(9).toString('base64url')}`,
      { ...body, address_line2: body.address_line2 ?? null, tax_id: body.tax_id ?? null },
      // The sandbox qualifies every complete buyer it is asked to qualify.
      qualify,
      c.get('now')(),
    );
    if (!row) {
      throw new HttpError(409, 'Billing information already exists: update it instead', { code: 'conflict' });
    }
    return c.json(toBillingInfo(row), 201);
  });

  app.patch('/companies/:id/billing-info', async (c) => {
    const access = await pathAdvertiser(c, 'manage');
    const qualify = readQuery(c, qualifyBuyerQuerySchema)['qualify-buyer'] === 'true';
    const body = await readJson(c, updateBillingInfoBodySchema);
    const row = await updateBillingInfo(
      c.get('db'),
      access.advertiserUuid,
      body,
      qualify ? true : undefined,
      c.get('now')(),
    );
    if (!row)
      throw new HttpError(404, 'No billing data has been introduced', { code: 'billing_data_missing' });
    return c.json(toBillingInfo(row));
  });

  app.post('/companies/:id/payment-token', async (c) => {
    const access = await pathAdvertiser(c, 'manage');
    const body = await readPaymentBody(c, createPaymentTokenBodySchema);
    const billing = await findBillingInfo(c.get('db'), access.advertiserUuid);
    if (!billing || billing.buyer_id !== body.buyer_id) throw noBillingData();
    const expiresAt = new Date(c.get('now')().getTime() + SHORT_LIVED_MS);
    return c.json({
      token: issuePaymentFormToken(access.advertiserUuid, billing.buyer_id, expiresAt),
      expires_at: expiresAt.toISOString(),
    });
  });

  app.get('/companies/:id/payments/portal', async (c) => {
    const access = await pathAdvertiser(c, 'manage');
    const billing = await findBillingInfo(c.get('db'), access.advertiserUuid);
    if (!billing) throw noBillingData();
    const expiresAt = new Date(c.get('now')().getTime() + SHORT_LIVED_MS);
    return c.json({
      url: paymentsPortalUrl(c, access.advertiserUuid, expiresAt),
      expires_at: expiresAt.toISOString(),
    });
  });

  app.get('/payments/portal', async (c) => {
    // Public on purpose: opened in a new tab, authorised by the signed, expiring token in its URL.
    const { token } = readQuery(c, portalQuerySchema);
    const advertiserUuid = verifyPaymentsPortalToken(token, c.get('now')());
    if (!advertiserUuid) throw portalLinkExpired();
    const db = c.get('db');
    const billing = await findBillingInfo(db, advertiserUuid);
    if (!billing) throw noBillingData();
    await updateInvoices(db, advertiserUuid, c.get('now')());
    const [methods, invoices] = await Promise.all([
      listPaymentMethods(db, advertiserUuid),
      listInvoices(db, advertiserUuid),
    ]);
    const portalInvoices = invoices.map((row) => ({
      ...toInvoice(row),
      pdfUrl: `/v1/payments/portal/invoices/${row.id}/pdf?token=${encodeURIComponent(token)}`,
    }));
    return c.html(renderPaymentsPortalPage(billing, methods, portalInvoices));
  });

  app.get('/payments/portal/invoices/:invoiceId/pdf', async (c) => {
    // Public like the portal page: the portal's signed, expiring token authorises it.
    const { token } = readQuery(c, portalQuerySchema);
    const invoiceId = parseUuid(c.req.param('invoiceId'), 'invoiceId');
    const advertiserUuid = verifyPaymentsPortalToken(token, c.get('now')());
    if (!advertiserUuid) throw portalLinkExpired();
    const row = await findInvoice(c.get('db'), advertiserUuid, invoiceId);
    if (!row) throw new HttpError(404, 'Invoice not found', { code: 'not_found' });
    const invoice = toInvoice(row);
    const pdf = await renderInvoicePdf(invoice);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoice.number}.pdf"`,
      'Content-Length': String(pdf.length),
    });
  });

  return app;
}

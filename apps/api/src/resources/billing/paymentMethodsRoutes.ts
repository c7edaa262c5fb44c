import { createPaymentMethodBodySchema, updatePaymentMethodBodySchema } from '@earshot/validators';
import { Hono } from 'hono';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { readJson } from '../../http/validate.ts';
import { paymentProvider } from '../../services/payments/paymentProvider.ts';
import { addList } from '../shared/advertiserRoutes.ts';
import { noBillingData, readPaymentBody } from './billingErrors.ts';
import { findBillingInfo } from './billingInfoRepository.ts';
import { toPaymentMethod } from './billingRows.ts';
import {
  deletePaymentMethod,
  insertPaymentMethod,
  listPaymentMethods,
  updatePaymentMethod,
} from './paymentMethodsRepository.ts';

const notFound = () => new HttpError(404, 'Payment method not found', { code: 'not_found' });

/** Payment method ids come from the provider: printable, no spaces, at most 255 characters. */
function parsePaymentId(value: string): string {
  if (!/^[\w.-]{1,255}$/.test(value)) {
    throw new HttpError(400, 'payment method id must be a payment provider id such as pm_card_visa', {
      code: 'bad_request',
    });
  }
  return value;
}

/** Routes of payment methods: list, add, update (default, expiry), remove. */
export function paymentMethodsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  addList(app, '/companies/:id/payment-methods', listPaymentMethods, toPaymentMethod, 'manage');

  app.post('/companies/:id/payment-methods', async (c) => {
    const access = await pathAdvertiser(c, 'manage');
    const body = await readPaymentBody(c, createPaymentMethodBodySchema);
    const db = c.get('db');
    const billing = await findBillingInfo(db, access.advertiserUuid);
    if (!billing || billing.buyer_id !== body.buyer_id) throw noBillingData();
    const now = c.get('now')();
    const details = await paymentProvider.retrievePaymentMethod(
      db,
      access.advertiserUuid,
      body.payment_method_id,
      body.type,
      now,
    );
    if (!details) {
      throw new HttpError(
        422,
        'The payment provider knows no such card for this buyer: add the card through the card form',
        {
          code: 'payment_method_unknown',
          fields: { payment_method_id: 'payment.payment_method_id.unknown' },
        },
      );
    }
    const row = await insertPaymentMethod(
      db,
      {
        advertiser_uuid: access.advertiserUuid,
        payment_id: body.payment_method_id,
        type: body.type,
        ...details,
      },
      now,
    );
    if (!row) {
      throw new HttpError(409, 'This payment method is already added', { code: 'conflict' });
    }
    return c.json(toPaymentMethod(row), 201);
  });

  app.patch('/companies/:id/payment-methods/:pmId', async (c) => {
    const access = await pathAdvertiser(c, 'manage');
    const paymentId = parsePaymentId(c.req.param('pmId'));
    const body = await readJson(c, updatePaymentMethodBodySchema);
    const row = await updatePaymentMethod(c.get('db'), access.advertiserUuid, paymentId, body);
    if (!row) throw notFound();
    return c.json(toPaymentMethod(row));
  });

  app.delete('/companies/:id/payment-methods/:pmId', async (c) => {
    const access = await pathAdvertiser(c, 'manage');
    const paymentId = parsePaymentId(c.req.param('pmId'));
    if (!(await deletePaymentMethod(c.get('db'), access.advertiserUuid, paymentId))) throw notFound();
    return c.body(null, 204);
  });

  return app;
}

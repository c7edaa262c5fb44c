import { randomBytes } from 'node:crypto';
import {
  cardBrand,
  cardExpiryProblem,
  createSandboxCardTokenBodySchema,
  isValidationMessageKey,
  validationMessages,
} from '@earshot/validators';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { readJson } from '../../http/validate.ts';
import { findBillingInfo } from '../../resources/billing/billingInfoRepository.ts';
import { verifyPaymentFormToken } from './paymentFormToken.ts';
import { sandboxCardOutcome } from './sandboxCards.ts';

const formExpired = () =>
  new HttpError(422, validationMessages['payment.token.invalid'], {
    code: 'validation_failed',
    fields: { payment_token: 'payment.token.invalid' },
  });

/**
 * Reads the card. A single problem answers its own message ('This card number is not valid: check the
 * digits.'), as a provider's card form words it, rather than the generic 'Check the field number'.
 */
async function readCard(c: Context<AppEnv>) {
  try {
    return await readJson(c, createSandboxCardTokenBodySchema);
  } catch (error) {
    const fields = error instanceof HttpError ? error.extra.fields : undefined;
    const keys = Object.values(fields ?? {});
    const only = keys.length === 1 ? keys[0] : undefined;
    if (!fields || !isValidationMessageKey(only)) throw error;
    throw new HttpError(422, validationMessages[only], { code: 'validation_failed', fields });
  }
}

/**
 * POST /sandbox/tokens (createSandboxCardToken): the sandbox's stand-in for a payment provider's
 * hosted card form. It answers a payment method id for the buyer the payment token names, and keeps
 * only the card's brand, last four digits and expiry; the test numbers answer as a provider's test
 * mode does (see `sandboxCards.ts`). Only in sandbox mode, as every route under `/sandbox/`.
 */
export function sandboxCardRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/sandbox/tokens', async (c) => {
    const card = await readCard(c);
    const now = c.get('now')();
    const form = verifyPaymentFormToken(card.payment_token, now);
    if (!form) throw formExpired();
    const db = c.get('db');
    // The buyer must still be the advertiser's: billing information saved again makes a new form.
    const billing = await findBillingInfo(db, form.advertiserUuid);
    if (billing?.buyer_id !== form.buyerId) throw formExpired();
    const expiry = cardExpiryProblem(card.exp_month, card.exp_year, now);
    if (expiry) {
      throw new HttpError(422, validationMessages[expiry], {
        code: 'validation_failed',
        fields: { exp_month: expiry, exp_year: expiry },
      });
    }
    const outcome = sandboxCardOutcome(card.number);
    if (outcome.kind === 'refused') throw new HttpError(402, outcome.message, { code: outcome.code });
    const id = `pm_${randomBytes(12).toString('base64url')}`;
    const details = {
      brand: cardBrand(card.number),
      last4: card.number.slice(-4),
      exp_month: card.exp_month,
      exp_year: card.exp_year,
    };
    await db.query(
      `INSERT INTO sandbox_payment_methods (payment_id, advertiser_uuid, brand, last4, exp_month, exp_year,
         charge_outcome, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        form.advertiserUuid,
        details.brand,
        details.last4,
        details.exp_month,
        details.exp_year,
        outcome.chargeOutcome,
        now,
      ],
    );
    return c.json({ id, type: 'card', card: details, created_at: now.toISOString() }, 201);
  });

  return app;
}

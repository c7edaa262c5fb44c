import { describe, expect, it } from 'vitest';
import { demoAdvertisers, describeDatabases, startTestApi } from './harness.ts';
import { ANONYMOUS, roleSessionsForSuite } from './roleSessions.ts';

const { onboarded } = demoAdvertisers;
const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string, changes: Record<string, unknown> = {}) => ({
  number,
  exp_month: 12,
  exp_year: nextYear,
  cvc: '123',
  postal_code: '94105',
  name: 'Olivia Owner',
  ...changes,
});

describeDatabases('the sandbox card form and card payment methods', (database) => {
  const { call } = roleSessionsForSuite(database, ['owner', 'editor', 'viewer']);

  /** A payment form token for Acme Audio's buyer, as the billing screen asks for one. */
  async function paymentToken(who = 'owner'): Promise<string> {
    const info = await call(who, 'GET', `/companies/${onboarded}/billing-info`);
    const token = await call(who, 'POST', `/companies/${onboarded}/payment-token`, {
      buyer_id: info.body.buyer_id,
    });
    expect(token.status).toBe(200);
    return token.body.token;
  }

  const tokenize = async (number: string, changes: Record<string, unknown> = {}) =>
    call(ANONYMOUS, 'POST', '/sandbox/tokens', {
      payment_token: await paymentToken(),
      ...card(number),
      ...changes,
    });

  it('turns 4242 4242 4242 4242 into a payment method that keeps only brand, last four and expiry', async () => {
    const token = await tokenize('4242 4242 4242 4242');
    expect(token.status).toBe(201);
    expect(token.body).toEqual({
      id: expect.stringMatching(/^pm_/),
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: nextYear },
      created_at: expect.any(String),
    });
    expect(JSON.stringify(token.body)).not.toContain('424242');

    const buyer = (await call('owner', 'GET', `/companies/${onboarded}/billing-info`)).body.buyer_id;
    const added = await call('editor', 'POST', `/companies/${onboarded}/payment-methods`, {
      payment_method_id: token.body.id,
      buyer_id: buyer,
      type: 'card',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      payment_id: token.body.id,
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: nextYear,
      is_default: false,
    });
  });

  it('declines 4000 0000 0000 0002 and refuses 4000 0000 0000 9995 for insufficient funds, storing nothing', async () => {
    const declined = await tokenize('4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      code: 'card_declined',
      Message: 'Your card was declined: use another card, or ask your bank why.',
    });
    const poor = await tokenize('4000000000009995');
    expect(poor.status).toBe(402);
    expect(poor.body).toMatchObject({
      code: 'insufficient_funds',
      Message: 'Your card has insufficient funds: use another card.',
    });
  });

  it('tells brands apart by their numbers', async () => {
    const amex = await tokenize('3782 822463 10005', { cvc: '1234' });
    expect(amex.body.card).toMatchObject({ brand: 'amex', last4: '0005' });
    const mastercard = await tokenize('5555 5555 5555 4444');
    expect(mastercard.body.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it('refuses a number failing the Luhn check, an expired card and a short security code with their messages', async () => {
    const luhn = await tokenize('4242 4242 4242 4241');
    expect(luhn.status).toBe(422);
    expect(luhn.body).toMatchObject({
      Message: 'This card number is not valid: check the digits.',
      fields: { number: 'card.number.invalid' },
    });
    const expired = await tokenize('4242424242424242', { exp_month: 1, exp_year: 2020 });
    expect(expired.status).toBe(422);
    expect(expired.body).toMatchObject({
      Message: 'This card has expired: use another card.',
      fields: { exp_month: 'card.expired' },
    });
    const amexCvc = await tokenize('378282246310005', { cvc: '123' });
    expect(amexCvc.status).toBe(422);
    expect(amexCvc.body.fields).toEqual({ cvc: 'card.cvc.invalid' });
  });

  it('needs the payment token of the buyer: a forged or missing one answers 422', async () => {
    const forged = await call(ANONYMOUS, 'POST', '/sandbox/tokens', {
      payment_token: `${await paymentToken()}x`,
      ...card('4242424242424242'),
    });
    expect(forged.status).toBe(422);
    expect(forged.body.fields).toEqual({ payment_token: 'payment.token.invalid' });
    const missing = await call(ANONYMOUS, 'POST', '/sandbox/tokens', card('4242424242424242'));
    expect(missing.status).toBe(422);
  });

  it('attaches a card only to the buyer whose form made it, and refuses unknown card ids', async () => {
    const buyer = (await call('owner', 'GET', `/companies/${onboarded}/billing-info`)).body.buyer_id;
    const unknown = await call('owner', 'POST', `/companies/${onboarded}/payment-methods`, {
      payment_method_id: 'pm_made_up',
      buyer_id: buyer,
      type: 'card',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      code: 'payment_method_unknown',
      fields: { payment_method_id: 'payment.payment_method_id.unknown' },
    });
    // The well-known test ids of providers' test modes still work.
    const amex = await call('owner', 'POST', `/companies/${onboarded}/payment-methods`, {
      payment_method_id: 'pm_card_amex',
      buyer_id: buyer,
      type: 'card',
    });
    expect(amex.body).toMatchObject({ brand: 'amex', last4: '8431' });
  });

  it('lets only roles 1, 2 and admins open the card form', async () => {
    const info = await call('viewer', 'GET', `/companies/${onboarded}/billing-info`);
    const token = await call('viewer', 'POST', `/companies/${onboarded}/payment-token`, {
      buyer_id: info.body.buyer_id,
    });
    expect(token.status).toBe(403);
  });
});

describe('the sandbox card form outside sandbox mode', () => {
  it('does not exist', async () => {
    const api = await startTestApi({ config: { sandbox: false } });
    try {
      const answer = await fetch(`${api.baseUrl}/v1/sandbox/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(card('4242424242424242')),
      });
      expect(answer.status).toBe(404);
    } finally {
      await api.close();
    }
  }, 60_000);
});

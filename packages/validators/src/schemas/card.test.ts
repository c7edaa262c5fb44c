import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../fieldErrors.ts';
import { validationMessages } from '../validationMessages.ts';
import { cardFormSchema, createSandboxCardTokenBodySchema } from './card.ts';
import { spendingLimitsFormSchema, updateSpendingLimitsBodySchema } from './spendingLimits.ts';

const today = new Date('2026-11-15T12:00:00Z');
const card = {
  number: '4242 4242 4242 4242',
  expiry: '12/28',
  cvc: '123',
  postal_code: '10119',
  name: 'Ada Lovelace',
};
const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('the card form', () => {
  it('parses a card to the fields the provider takes, the number as digits', () => {
    expect(cardFormSchema(today).parse(card)).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2028,
      cvc: '123',
      postal_code: '10119',
      name: 'Ada Lovelace',
    });
  });

  it('checks the number by Luhn, the expiry against today and the security code by brand', () => {
    const result = cardFormSchema(today).safeParse({
      ...card,
      number: '4242 4242 4242 4241',
      expiry: '10/26',
      cvc: '12',
      name: ' ',
    });
    expect(errorsOf(result)).toEqual({
      number: 'card.number.invalid',
      expiry: 'card.expired',
      cvc: 'card.cvc.invalid',
      name: 'card.name.required',
    });
    const amex = cardFormSchema(today).safeParse({ ...card, number: '3782 822463 10005', cvc: '123' });
    expect(errorsOf(amex)).toEqual({ cvc: 'card.cvc.invalid' });
    expect(errorsOf(cardFormSchema(today).safeParse({ ...card, number: '', expiry: '' }))).toEqual({
      number: 'card.number.required',
      expiry: 'card.expiry.required',
    });
    for (const key of [
      'card.number.invalid',
      'card.expired',
      'card.cvc.invalid',
      'card.name.required',
    ] as const) {
      expect(validationMessages[key]).toEqual(expect.any(String));
    }
  });

  it('takes a two-digit expiry year in the token body and gives it back with four', () => {
    const body = createSandboxCardTokenBodySchema.parse({
      payment_token: 'ptok_x',
      number: '4000 0000 0000 0002',
      exp_month: 4,
      exp_year: 29,
      cvc: '999',
      postal_code: '94105',
      name: 'Grace Hopper',
    });
    expect(body).toMatchObject({ number: '4000000000000002', exp_year: 2029 });
    const bad = createSandboxCardTokenBodySchema.safeParse({ number: '4000 0000 0000 0001', exp_month: 13 });
    expect(errorsOf(bad)).toMatchObject({
      payment_token: 'payment.token.invalid',
      number: 'card.number.invalid',
      exp_month: 'card.expiry.invalid',
    });
  });
});

describe('spending limits', () => {
  const campaign = '3f2a9c1b-0000-4000-8000-000000000001';

  it('takes a monthly limit or none, and one cap a campaign in cents', () => {
    expect(
      updateSpendingLimitsBodySchema.parse({
        monthly_limit: null,
        campaign_caps: [{ campaign_id: campaign, monthly_cap: 250.5 }],
      }),
    ).toEqual({ monthly_limit: null, campaign_caps: [{ campaign_id: campaign, monthly_cap: 250.5 }] });
    const result = updateSpendingLimitsBodySchema.safeParse({
      monthly_limit: -1,
      campaign_caps: [
        { campaign_id: campaign, monthly_cap: 10.001 },
        { campaign_id: campaign, monthly_cap: 20 },
        { campaign_id: 'nope', monthly_cap: 20 },
      ],
    });
    expect(errorsOf(result)).toEqual({
      monthly_limit: 'limits.monthly_limit.invalid',
      'campaign_caps.0.monthly_cap': 'limits.monthly_cap.invalid',
      'campaign_caps.1.campaign_id': 'limits.campaign_id.duplicate',
      'campaign_caps.2.campaign_id': 'limits.campaign_id.invalid',
    });
  });

  it('reads the form’s empty fields as no limit and no cap', () => {
    const other = '3f2a9c1b-0000-4000-8000-000000000002';
    expect(
      spendingLimitsFormSchema.parse({
        monthly_limit: null,
        campaign_caps: [
          { campaign_id: campaign, monthly_cap: 120 },
          { campaign_id: other, monthly_cap: null },
        ],
      }),
    ).toEqual({ monthly_limit: null, campaign_caps: [{ campaign_id: campaign, monthly_cap: 120 }] });
    const result = spendingLimitsFormSchema.safeParse({
      monthly_limit: 1.234,
      campaign_caps: [{ campaign_id: other, monthly_cap: -1 }],
    });
    expect(errorsOf(result)).toEqual({
      monthly_limit: 'limits.monthly_limit.invalid',
      'campaign_caps.0.monthly_cap': 'limits.monthly_cap.invalid',
    });
  });
});

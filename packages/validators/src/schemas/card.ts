import * as z from 'zod';
import { cardExpiryProblem, cardExpiryYear, parseCardExpiry } from '../rules/cardExpiry.ts';
import { CARD_BRAND_FORMATS, cardBrand, cardDigits, isCardNumber } from '../rules/cardNumber.ts';
import { requiredText, wholeNumber } from './fields.ts';
import { TEXT_LIMITS } from './limits.ts';

const cardNumberField = z
  .string({ error: 'card.number.required' })
  .transform(cardDigits)
  .pipe(
    z
      .string()
      .min(1, { error: 'card.number.required' })
      .refine(isCardNumber, { error: 'card.number.invalid' }),
  );

const cvcField = z
  .string({ error: 'card.cvc.invalid' })
  .trim()
  .regex(/^[0-9]{3,4}$/, {
    error: 'card.cvc.invalid',
  });

/** The security code must have as many digits as the brand prints (4 on American Express, else 3). */
function checkCvcLength(card: { number: string; cvc: string }, context: z.RefinementCtx): void {
  if (card.cvc.length !== CARD_BRAND_FORMATS[cardBrand(card.number)].cvcLength) {
    context.addIssue({ code: 'custom', path: ['cvc'], message: 'card.cvc.invalid' });
  }
}

/**
 * {@link checkCvcLength} runs whenever the number and a code of digits were given, so that its
 * problem shows beside the others (an expired card, a name missing) rather than after them.
 */
const CVC_CHECKABLE = {
  when: (payload: z.core.ParsePayload) => {
    const card = payload.value as { number?: unknown; cvc?: unknown } | undefined;
    return typeof card?.number === 'string' && typeof card.cvc === 'string' && /^[0-9]{3,4}$/.test(card.cvc);
  },
};

const holderFields = {
  postal_code: requiredText('card.postal_code', TEXT_LIMITS.postalCode),
  name: requiredText('card.name', TEXT_LIMITS.personName),
};

/**
 * Body of `createSandboxCardToken`: the card as the payment provider's form sends it, with the
 * payment token of `createPaymentToken` that opened the form. The number is kept as digits only. The
 * expiry's year may have two digits and is given back with four; whether the card has expired
 * depends on the day and is checked by {@link cardExpiryProblem}.
 */
export const createSandboxCardTokenBodySchema = z
  .strictObject({
    payment_token: z
      .string({ error: 'payment.token.invalid' })
      .min(1, { error: 'payment.token.invalid' })
      .max(2000, { error: 'payment.token.invalid' }),
    number: cardNumberField,
    exp_month: wholeNumber('card.expiry.invalid', 1, 12),
    exp_year: wholeNumber('card.expiry.invalid', 0, 2100)
      .refine((year) => cardExpiryYear(year) !== null, { error: 'card.expiry.invalid' })
      .transform((year) => cardExpiryYear(year) as number),
    cvc: cvcField,
    ...holderFields,
  })
  .superRefine(checkCvcLength, CVC_CHECKABLE);

/** Body of `createSandboxCardToken`, as sent. */
export type CreateSandboxCardTokenBody = z.input<typeof createSandboxCardTokenBodySchema>;

/**
 * The card form: the number as typed (spaces allowed), the expiry as `MM/YY`, the security code, the
 * postal code and the name on the card, checked as the provider checks them, including an expiry
 * already over on `today`. Parses to the card fields of `createSandboxCardToken`.
 */
export function cardFormSchema(today: Date = new Date()) {
  return z
    .strictObject({
      number: cardNumberField,
      expiry: z
        .string({ error: 'card.expiry.required' })
        .trim()
        .min(1, { error: 'card.expiry.required' })
        .transform((text, context) => {
          const expiry = parseCardExpiry(text);
          const problem = expiry
            ? cardExpiryProblem(expiry.month, expiry.year, today)
            : 'card.expiry.invalid';
          if (!expiry || problem) {
            context.addIssue({ code: 'custom', message: problem ?? 'card.expiry.invalid' });
            return z.NEVER;
          }
          return expiry;
        }),
      cvc: cvcField,
      ...holderFields,
    })
    .superRefine(checkCvcLength, CVC_CHECKABLE)
    .transform(({ expiry, ...card }) => ({ ...card, exp_month: expiry.month, exp_year: expiry.year }));
}

/** What the card form holds while it is typed. */
export type CardFormInput = z.input<ReturnType<typeof cardFormSchema>>;

/** The card fields the card form parses to. */
export type CardFormOutput = z.output<ReturnType<typeof cardFormSchema>>;

import { TEXT_LIMITS } from '../schemas/limits.ts';
import { textMessages } from './textMessages.ts';

/** The exact message of spec §5 when a payment token is asked for without billing data. */
export const BILLING_DATA_MISSING_MESSAGE = 'No billing data has been introduced';

/** The exact message of spec §5 when a payment method is created without its ids. */
export const PAYMENT_DATA_MISSING_MESSAGE = 'No payment data has been introduced';

/** Messages of billing information and payment methods. */
export const billingMessages = {
  'billing.data.missing': BILLING_DATA_MISSING_MESSAGE,
  'payment.data.missing': PAYMENT_DATA_MISSING_MESSAGE,
  ...textMessages('billing.company_name', 'Company name', TEXT_LIMITS.addressLine),
  ...textMessages('billing.address_line1', 'Address line 1', TEXT_LIMITS.addressLine),
  ...textMessages('billing.address_line2', 'Address line 2', TEXT_LIMITS.addressLine),
  ...textMessages('billing.city', 'City', TEXT_LIMITS.city),
  ...textMessages('billing.postal_code', 'Postal code', TEXT_LIMITS.postalCode),
  ...textMessages('billing.tax_id', 'Tax id', TEXT_LIMITS.taxId),
  'billing.buyer_id.max': `The buyer id must be at most ${TEXT_LIMITS.externalId} characters.`,
  'payment.payment_method_id.max': `The payment method id must be at most ${TEXT_LIMITS.externalId} characters.`,
  'payment.type.invalid': 'The payment method type must be card, sepa_debit or ach.',
  'payment.exp_month.invalid': 'The expiry month must be a whole number from 1 to 12.',
  'payment.exp_year.invalid': 'The expiry year must be a whole number from 2000 to 2100.',
  'payment.is_default.invalid':
    'is_default can only be set to true: make another method the default to change it.',
  'payment.payment_method_id.unknown':
    'The payment provider knows no such card for this buyer: add the card through the card form.',
  'payment.token.invalid': 'The secure payment form has expired: close it and add the card again.',
  'card.number.required': 'Enter the card number.',
  'card.number.invalid': 'This card number is not valid: check the digits.',
  'card.expiry.required': 'Enter the expiry date as MM/YY.',
  'card.expiry.invalid': 'The expiry date must be a month and year, such as 12/28.',
  'card.expired': 'This card has expired: use another card.',
  'card.cvc.invalid': 'The security code has 3 digits (4 on American Express cards).',
  ...textMessages('card.postal_code', 'Postal code', TEXT_LIMITS.postalCode),
  ...textMessages('card.name', 'Name on card', TEXT_LIMITS.personName),
  'limits.monthly_limit.invalid':
    'The monthly limit must be an amount from 0 with at most two decimals, or empty for no limit.',
  'limits.monthly_cap.invalid': 'The monthly cap must be an amount from 0 with at most two decimals.',
  'limits.campaign_caps.invalid': 'The campaign caps must be a list.',
  'limits.campaign_id.invalid': 'This is not a campaign of the advertiser.',
  'limits.campaign_id.duplicate': 'A campaign can have one monthly cap only.',
};

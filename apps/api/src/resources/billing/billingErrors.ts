import { BILLING_DATA_MISSING_MESSAGE, PAYMENT_DATA_MISSING_MESSAGE } from '@earshot/validators';
import type { Context } from 'hono';
import type * as z from 'zod';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { readJson } from '../../http/validate.ts';

/** Spec §5/§8: a payment token, method or portal needs billing information whose `buyer_id` matches. */
export function noBillingData(): HttpError {
  return new HttpError(422, BILLING_DATA_MISSING_MESSAGE, {
    code: 'billing_data_missing',
    fields: { buyer_id: 'billing.data.missing' },
  });
}

const GAPS = {
  'billing.data.missing': { message: BILLING_DATA_MISSING_MESSAGE, code: 'billing_data_missing' },
  'payment.data.missing': { message: PAYMENT_DATA_MISSING_MESSAGE, code: 'payment_data_missing' },
} as const;

/**
 * Reads a payment body. When the only problems are the ids the spec's billing and payment gaps are
 * about, the answer carries the spec's own message ('No payment data has been introduced', 'No billing
 * data has been introduced') instead of the generic validation message.
 */
export async function readPaymentBody<T>(c: Context<AppEnv>, schema: z.ZodType<T>): Promise<T> {
  try {
    return await readJson(c, schema);
  } catch (error) {
    const fields = error instanceof HttpError ? error.extra.fields : undefined;
    const gap = fields && Object.values(fields).find((key): key is keyof typeof GAPS => key in GAPS);
    if (!fields || !gap) throw error;
    throw new HttpError(422, GAPS[gap].message, { code: GAPS[gap].code, fields });
  }
}

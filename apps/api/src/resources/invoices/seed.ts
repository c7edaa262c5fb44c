import type { SeedStep } from '../../seed/seedContext.ts';
import { updateInvoices } from './invoiceBilling.ts';

/**
 * Demo invoices: every demo advertiser's closed months with delivered spend are issued and charged
 * to its default card, and the current month has its draft. Runs after the demo delivery.
 */
export const seedInvoices: SeedStep = async ({ db, now, advertisers }) => {
  for (const advertiser of advertisers) await updateInvoices(db, advertiser.uuid, now);
};

import type { SeedStep } from '../../seed/seedContext.ts';
import { simulateDelivery } from './simulateDelivery.ts';

/** Demo delivery: plays every demo advertiser's campaigns up to the day before the seed. */
export const seedDelivery: SeedStep = async ({ db, now, advertisers }) => {
  for (const advertiser of advertisers) await simulateDelivery(db, advertiser.uuid, now);
};

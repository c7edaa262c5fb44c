import { updateSpendingLimitsBodySchema } from '@earshot/validators';
import { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { readJson } from '../../http/validate.ts';
import { simulateDelivery } from '../../services/delivery/simulateDelivery.ts';
import { LIMIT_MARGIN_CENTS } from '../../services/delivery/spendingLedger.ts';
import { markSpendingLimitsReached } from '../../services/delivery/spendingLimitsRepository.ts';
import { saveSpendingLimits, spendingLimitsOf } from './spendingLimitsRepository.ts';

/** The answer of both operations: the limits with this month's spend against each. */
async function spendingLimitsAnswer(db: Database, advertiserUuid: string, now: Date) {
  const month = now.toISOString().slice(0, 7);
  const { monthlyLimit, monthSpend, caps } = await spendingLimitsOf(db, advertiserUuid, `${month}-01`);
  const reached = (limit: number, spent: number) => Math.round((limit - spent) * 100) < LIMIT_MARGIN_CENTS;
  return {
    monthly_limit: monthlyLimit,
    month,
    month_spend: monthSpend,
    reached: monthlyLimit !== null && reached(monthlyLimit, monthSpend),
    currency: 'USD' as const,
    campaign_caps: caps.map((cap) => ({ ...cap, reached: reached(cap.monthly_cap, cap.month_spend) })),
  };
}

/**
 * Spending limits of billing settings (roles 1, 2 and admins): the advertiser's monthly limit and the
 * campaigns' monthly caps, read with this month's spend, and changed.
 */
export function spendingLimitsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/companies/:id/spending-limits', async (c) => {
    const { advertiserUuid } = await pathAdvertiser(c, 'manage');
    const db = c.get('db');
    const now = c.get('now')();
    await simulateDelivery(db, advertiserUuid, now);
    return c.json(await spendingLimitsAnswer(db, advertiserUuid, now));
  });

  app.patch('/companies/:id/spending-limits', async (c) => {
    const { advertiserUuid } = await pathAdvertiser(c, 'manage');
    const body = await readJson(c, updateSpendingLimitsBodySchema);
    const db = c.get('db');
    const now = c.get('now')();
    const unknown = await saveSpendingLimits(db, advertiserUuid, body, now);
    if (unknown.length > 0) {
      const fields = Object.fromEntries(
        unknown.map((index) => [`campaign_caps.${index}.campaign_id`, 'limits.campaign_id.invalid']),
      );
      throw new HttpError(422, 'A capped campaign is not one of the advertiser’s', {
        code: 'validation_failed',
        fields,
      });
    }
    await markSpendingLimitsReached(db, advertiserUuid, now);
    return c.json(await spendingLimitsAnswer(db, advertiserUuid, now));
  });

  return app;
}

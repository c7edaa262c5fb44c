import {
  ADVERTISER_REQUIRED,
  defineQuery,
  type PlatformClient,
  required,
  type Schema,
  unwrap,
} from './core.ts';
import { earshotKeys } from './keys.ts';

/** The error of {@link forecastCampaignQuery} called without a plan. */
const PLAN_REQUIRED = 'A forecast needs a plan: its budget and flight dates at least';

/**
 * POST /companies/{id}/forecast (forecastCampaign): what a planned campaign would deliver. A POST
 * that stores nothing, read as a query: keyed `['earshot', advertiserId, 'forecast', body]`, so
 * each plan is cached by its content, and the query's AbortSignal goes with the request, so a
 * request whose plan changed before it answered is cancelled. Throws 'advertiserId is required'
 * without an advertiser, and before any request without a plan.
 */
export function forecastCampaignQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  body: Schema<'ForecastInput'> | null | undefined,
) {
  const id = required(advertiserId, ADVERTISER_REQUIRED);
  const plan = required(body, PLAN_REQUIRED);
  return defineQuery([...earshotKeys.resource(id, 'forecast'), plan] as const, (signal) =>
    unwrap(client.POST('/companies/{id}/forecast', { params: { path: { id } }, body: plan, signal })),
  );
}

import { campaignSchema, forecastCampaignBodySchema, validationMessages } from '@earshot/validators';
import { Hono } from 'hono';
import * as z from 'zod';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { readJson } from '../../http/validate.ts';
import { forecastPlan, LONGEST_FORECAST_DAYS } from '../../services/forecast/forecastPlan.ts';
import { flightDays, planSupply } from '../../services/forecast/planSupply.ts';
import { loadSupplyReferences } from '../../services/forecast/supplyReferences.ts';

/** The largest amount a campaign holds (its columns are numeric(14, 2)): a forecast takes no more. */
const MAX_AMOUNT = 999_999_999_999.99;

/**
 * The fields a forecast body may hold: its own, and every other field of a campaign as `getCampaign`
 * answers it (read and ignored, so a campaign can be sent as it is). Any other field is refused as
 * unknown, as every body of the API refuses one.
 */
const KNOWN_FIELDS = new Set([
  ...Object.keys(forecastCampaignBodySchema.shape),
  ...Object.keys(campaignSchema.shape),
  '_token',
]);

/** The body of `forecastCampaign`: {@link KNOWN_FIELDS} only, then `forecastCampaignBodySchema`. */
const forecastBodySchema = z
  .unknown()
  .superRefine((body, ctx) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const unknown = Object.keys(body).filter((key) => !KNOWN_FIELDS.has(key));
    if (unknown.length > 0)
      ctx.addIssue({ code: 'unrecognized_keys', keys: unknown, input: body as Record<string, unknown> });
  })
  .pipe(forecastCampaignBodySchema);

/** The 422 answer naming the fields a forecast cannot read, as a campaign's answer would. */
function forecastValidationError(fields: Record<string, keyof typeof validationMessages>): HttpError {
  const names = Object.keys(fields);
  const [first] = names;
  const reason = first ? validationMessages[fields[first] as keyof typeof validationMessages] : '';
  return new HttpError(422, `The plan cannot be forecast: ${first}: ${reason}`, {
    code: 'validation_failed',
    fields,
  });
}

/** Routes of the forecast: `POST /companies/{id}/forecast` (forecastCampaign), for roles that read campaigns. */
export function forecastRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/companies/:id/forecast', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const plan = await readJson(c, forecastBodySchema);
    const db = c.get('db');
    const references = await loadSupplyReferences(db, access.advertiserUuid, {
      playlistIds: plan.playlist_ids,
      audienceIds: plan.audience_ids,
      segmentIds: plan.targeting.audiences,
    });
    const problems: Record<string, keyof typeof validationMessages> = {};
    if (plan.budget > MAX_AMOUNT) problems.budget = 'field.invalid';
    if ((plan.max_daily_budget ?? 0) > MAX_AMOUNT) problems.max_daily_budget = 'field.invalid';
    if (flightDays(plan) > LONGEST_FORECAST_DAYS) problems.end_date = 'field.invalid';
    if (plan.playlist_ids.some((id) => !references.playlistItems.has(id.toLowerCase()))) {
      problems.playlist_ids = 'campaign.playlist_ids.unknown';
    }
    if (plan.audience_ids.some((id) => !references.audienceSizes.has(id.toLowerCase()))) {
      problems.audience_ids = 'campaign.audience_ids.unknown';
    }
    if (Object.keys(problems).length > 0) throw forecastValidationError(problems);
    const supply = await planSupply(references, plan);
    return c.json(forecastPlan(plan, supply, c.get('now')().toISOString().slice(0, 10)));
  });

  return app;
}

import type { Schema } from '@earshot/sdk-core';
import {
  type ForecastPlan,
  FREQUENCY_CAP_PERIOD_DAYS,
  fieldErrors,
  forecastCampaignBodySchema,
} from '@earshot/validators';
import { jsonResponse as json } from './jsonResponse.ts';

/** A forecast as `forecastCampaign` answers it. */
type CampaignForecast = Schema<'CampaignForecast'>;

/** A warning code of a forecast. */
type WarningCode = Schema<'ForecastWarning'>['code'];

/** What the model reads of a playlist: its size. */
interface PlaylistSupply {
  id: string;
  inventory_size: number;
}

const DAY_MS = 86_400_000;
/** Impressions one inventory item of a playlist sells in a week. */
const ITEM_WEEKLY_IMPRESSIONS = 40_000;
/** Impressions the whole catalogue sells in a week, bought when the plan names no playlist. */
const CATALOGUE_WEEKLY_IMPRESSIONS = 6_000_000;
/** The share of the supply each geo entry adds; a plan without geo buys everywhere. */
const GEO_SHARE = { countries: 0.4, regions: 0.08, cities: 0.02, zip_codes: 0.001 } as const;
/** Impressions a listener of the supply hears in a week. */
const LISTENS_PER_WEEK = 4;
/** The average frequency of the first impressions bought, before the reachable listeners run out. */
const FIRST_FREQUENCY = 2.5;
const BASE_CPM = 20;
/** Budgets of the reach curve, as shares of the plan's budget (1 is the plan itself). */
const CURVE_SHARES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3];
/** The range around the most likely figure. */
const LOW = 0.88;
const HIGH = 1.1;

const WARNING_MESSAGES: Record<WarningCode, string> = {
  targeting_too_narrow:
    'The targeting offers too few impressions to spend the budget: widen the geo, hours or audiences, or add inventory.',
  frequency_cap_limits_delivery:
    'The frequency cap leaves fewer impressions than the budget buys: raise the cap or choose a longer period.',
  daily_cap_limits_delivery:
    'The maximum daily budget times the days of the flight is below the budget: raise the daily budget.',
  flight_too_short: 'The flight is too short to spend the budget: end it later.',
  flight_in_past: 'The flight has ended: choose dates from today on.',
  budget_too_small: 'The budget buys too few impressions to reach listeners measurably: raise it.',
};

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const money = (value: number) => Math.round(value * 100) / 100;

/**
 * A deterministic forecast of a plan, the shape of the sandbox's: the supply (the playlists' items, or
 * the whole catalogue) narrowed by geo and dayparting over the days of the flight left after `today`,
 * then spent by the budget within the daily budget and the frequency cap.
 */
export function forecastPlan(
  plan: ForecastPlan,
  playlists: readonly PlaylistSupply[],
  today: string,
): CampaignForecast {
  const start = Math.max(dayNumber(plan.start_date), dayNumber(today));
  const days = Math.max(0, dayNumber(plan.end_date) - start + 1);
  const bought = playlists.filter((playlist) => plan.playlist_ids.includes(playlist.id));
  const weeklySupply =
    bought.length === 0
      ? CATALOGUE_WEEKLY_IMPRESSIONS
      : bought.reduce((sum, playlist) => sum + playlist.inventory_size * ITEM_WEEKLY_IMPRESSIONS, 0);
  const { geo, dayparting } = plan.targeting;
  const entries = Object.entries(GEO_SHARE) as [keyof typeof GEO_SHARE, number][];
  const geoShare = entries.some(([field]) => geo[field].length > 0)
    ? Math.min(
        1,
        entries.reduce((sum, [field, share]) => sum + geo[field].length * share, 0),
      )
    : 1;
  const share = geoShare * (dayparting.length > 0 ? dayparting.length / (7 * 24) : 1);
  const weeks = days / 7;
  const available = Math.round(weeklySupply * share * weeks);
  const listeners = ((weeklySupply * share) / LISTENS_PER_WEEK) * Math.sqrt(weeks);
  const cpm = BASE_CPM * (1 + 0.6 * (1 - share));
  const cap = plan.frequency_cap;
  const capLimit = cap
    ? listeners * cap.count * Math.max(1, Math.ceil(days / FREQUENCY_CAP_PERIOD_DAYS[cap.period]))
    : Number.POSITIVE_INFINITY;
  const dailyLimit =
    plan.max_daily_budget === null ? Number.POSITIVE_INFINITY : ((plan.max_daily_budget * days) / cpm) * 1000;
  const impressionsFor = (budget: number) => Math.min((budget / cpm) * 1000, available, capLimit, dailyLimit);
  const reachOf = (impressions: number) =>
    listeners > 0 ? listeners * (1 - Math.exp(-impressions / (FIRST_FREQUENCY * listeners))) : 0;

  const wanted = (plan.budget / cpm) * 1000;
  const impressions = impressionsFor(plan.budget);
  const reach = reachOf(impressions);
  const delivered = wanted > 0 ? impressions / wanted : 0;
  const warnings: WarningCode[] = [];
  if (days === 0) warnings.push('flight_in_past');
  else if (days < 3) warnings.push('flight_too_short');
  if (days > 0 && available < wanted) warnings.push('targeting_too_narrow');
  if (capLimit < wanted && capLimit < available) warnings.push('frequency_cap_limits_delivery');
  if (dailyLimit < wanted) warnings.push('daily_cap_limits_delivery');
  if (wanted < 5000) warnings.push('budget_too_small');

  const range = (mid: number) => ({
    low: Math.round(mid * LOW),
    mid: Math.round(mid),
    high: Math.round(mid * HIGH),
  });
  return {
    impressions: range(impressions),
    reach: range(reach),
    average_frequency: reach > 0 ? Math.round((impressions / reach) * 10) / 10 : 0,
    cpm: { low: money(cpm * 0.9), high: money(cpm * 1.1) },
    available_impressions: available,
    delivery_likelihood: delivered >= 0.95 ? 'high' : delivered >= 0.6 ? 'medium' : 'low',
    reach_curve: CURVE_SHARES.map((factor) => {
      const budget = money(plan.budget * factor);
      const curveImpressions = impressionsFor(budget);
      return {
        budget,
        impressions: Math.round(curveImpressions),
        reach: Math.round(reachOf(curveImpressions)),
      };
    }),
    warnings: warnings.map((code) => ({ code, message: WARNING_MESSAGES[code] })),
  };
}

/**
 * Answers `POST /companies/{id}/forecast` from {@link forecastPlan}: a body that is not a valid plan
 * gets a 422 with its field problems, as the sandbox answers.
 */
export async function answerForecast(
  request: Request,
  playlists: readonly PlaylistSupply[],
  today: string,
): Promise<Response> {
  const result = forecastCampaignBodySchema.safeParse(await request.json().catch(() => null));
  if (!result.success) {
    const fields = fieldErrors(result.error);
    return json(
      { Message: 'Some fields are not valid', type: 'error', code: 'validation_failed', fields },
      422,
    );
  }
  return json(forecastPlan(result.data, playlists, today));
}

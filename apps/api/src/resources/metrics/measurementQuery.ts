import { ATTRIBUTION_MODELS, type AttributionModel, isUuid } from '@earshot/validators';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { readQuery } from '../../http/validate.ts';
import { checkedDateRange, type DateRange } from '../reporting/dateRange.ts';

export type { AttributionModel } from '@earshot/validators';

/** What the measurement operations read: the days, the campaigns and how conversions are attributed. */
export type MeasurementQuery = {
  range: DateRange;
  /** Campaigns to keep; `null` keeps all. */
  campaignIds: string[] | null;
  /** Days an exposure counts for a later conversion. */
  windowDays: number;
  model: AttributionModel;
};

const measurementQuerySchema = z.object({
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
  campaign_ids: z.string().optional(),
  attribution_window_days: z.coerce.number().int().min(1).max(60).optional(),
  attribution_model: z.enum(ATTRIBUTION_MODELS).optional(),
});

/** The advertiser's stored attribution settings, the defaults of the measurement queries. */
export async function attributionSettings(
  db: Database,
  advertiserUuid: string,
): Promise<{ windowDays: number; model: AttributionModel }> {
  const { rows } = await db.query<{ attribution_window_days: number; attribution_model: AttributionModel }>(
    'SELECT attribution_window_days, attribution_model FROM advertisers WHERE uuid = $1',
    [advertiserUuid],
  );
  return {
    windowDays: rows[0]?.attribution_window_days ?? 30,
    model: rows[0]?.attribution_model ?? 'last_touch',
  };
}

/**
 * Reads `start_date`, `end_date` (the last 30 days up to today by default), `campaign_ids` (uuids,
 * comma-separated, repeated, or both), `attribution_window_days` (1–60) and `attribution_model`; the
 * attribution defaults are the advertiser's settings. 400 naming the parameter when one is not valid.
 */
export async function readMeasurementQuery(
  c: Context<AppEnv>,
  advertiserUuid: string,
): Promise<MeasurementQuery> {
  const query = readQuery(c, measurementQuerySchema);
  const range = checkedDateRange({ startDate: query.start_date, endDate: query.end_date }, c.get('now')(), [
    'start_date',
    'end_date',
  ]);
  const listed = (c.req.queries('campaign_ids') ?? []).flatMap((value) => value.split(','));
  const campaignIds = listed.map((id) => id.trim().toLowerCase()).filter((id) => id !== '');
  if (campaignIds.some((id) => !isUuid(id))) {
    throw new HttpError(400, 'Query parameter campaign_ids must list campaign uuids', {
      code: 'invalid_parameter',
    });
  }
  const settings = await attributionSettings(c.get('db'), advertiserUuid);
  return {
    range,
    campaignIds: campaignIds.length > 0 ? [...new Set(campaignIds)] : null,
    windowDays: query.attribution_window_days ?? settings.windowDays,
    model: query.attribution_model ?? settings.model,
  };
}

import * as z from 'zod';
import { CAMPAIGN_GOALS } from '../constants/campaignGoals.ts';
import { CAMPAIGN_STATUSES } from '../constants/campaignStatuses.ts';
import { CAMPAIGN_TYPES } from '../constants/campaignTypes.ts';
import { FREQUENCY_CAP_MAX, FREQUENCY_CAP_PERIODS } from '../constants/frequencyCap.ts';
import { CPA_PACING_TYPE, PACING_TYPES } from '../constants/pacingTypes.ts';
import { isProtocol } from '../rules/isProtocol.ts';
import { validatePixelUrl } from '../rules/pixelUrl.ts';
import { campaignTargetingSchema } from './campaignTargeting.ts';
import {
  dateField,
  LIST_INVALID,
  missingOr,
  OBJECT_INVALID,
  requiredText,
  tooMany,
  uuidField,
} from './fields.ts';
import { LIST_LIMITS, TEXT_LIMITS } from './limits.ts';

/** A campaign goal value (spec §3). */
export const campaignGoalSchema = z.literal(
  CAMPAIGN_GOALS.map((goal) => goal.value),
  { error: 'campaign.goal.invalid' },
);

/** A pacing type 1–6, or 8 for CPA campaigns (spec §3). */
export const pacingTypeSchema = z.literal([...PACING_TYPES.map((pacing) => pacing.value), CPA_PACING_TYPE], {
  error: 'campaign.pacing_type.invalid',
});

/**
 * A tracking (pixel) URL: begins with `http://`, `https://` or `{host}` and follows the macro rules
 * of spec §5; each broken macro rule is reported with its own `pixel.*` key.
 */
export const trackingUrlSchema = z.string({ error: 'field.invalid' }).superRefine((url, ctx) => {
  if (!isProtocol(url)) ctx.addIssue({ code: 'custom', message: 'campaign.tracking_url.protocol' });
  for (const problem of validatePixelUrl(url).problems)
    ctx.addIssue({ code: 'custom', message: problem.code });
});

/** Conversion optimization of a campaign. */
export const campaignOptimizationSchema = z.strictObject(
  {
    conversion_events: z
      .array(z.string({ error: 'field.invalid' }).min(1, { error: 'field.invalid' }), LIST_INVALID)
      .max(LIST_LIMITS.campaignIds, tooMany('campaign.ids.max'))
      .prefault([]),
    attribution_window_days: z
      .number({ error: 'campaign.attribution_window.invalid' })
      .int({ error: 'campaign.attribution_window.invalid' })
      .min(1, { error: 'campaign.attribution_window.invalid' })
      .max(90, { error: 'campaign.attribution_window.invalid' })
      .default(30),
    tracking_urls: z
      .array(trackingUrlSchema, LIST_INVALID)
      .max(LIST_LIMITS.trackingUrls, tooMany('campaign.tracking_urls.max'))
      .prefault([]),
  },
  OBJECT_INVALID,
);

/** A frequency cap: the most impressions one listener hears in a day (1–5), a week (1–35) or a month (1–50). */
export const frequencyCapSchema = z
  .strictObject(
    {
      count: z
        .number({ error: 'campaign.frequency_cap.count' })
        .int({ error: 'campaign.frequency_cap.count' })
        .min(1, { error: 'campaign.frequency_cap.count' }),
      period: z.enum(FREQUENCY_CAP_PERIODS, { error: 'campaign.frequency_cap.period' }),
    },
    OBJECT_INVALID,
  )
  .superRefine((cap, ctx) => {
    if (cap.count > FREQUENCY_CAP_MAX[cap.period]) {
      ctx.addIssue({ code: 'custom', message: `campaign.frequency_cap.max_${cap.period}`, path: ['count'] });
    }
  });

const idList = (item: z.ZodType<string>) =>
  z.array(item, LIST_INVALID).max(LIST_LIMITS.campaignIds, tooMany('campaign.ids.max')).prefault([]);

/**
 * The fields of a campaign as a user enters them: the `campaign` part of `createCampaign`.
 * Shared by the request bodies and the campaign forms.
 */
export const campaignInputShape = {
  name: requiredText('campaign.name', TEXT_LIMITS.name),
  goal: campaignGoalSchema,
  campaign_type: z.literal(
    CAMPAIGN_TYPES.map((type) => type.value),
    { error: 'campaign.campaign_type.invalid' },
  ),
  status: z.enum(['draft', 'scheduled'], { error: 'campaign.status.invalid' }).default('draft'),
  budget: z
    .number(missingOr('campaign.budget.required', 'campaign.budget.positive'))
    .positive({ error: 'campaign.budget.positive' }),
  max_daily_budget: z
    .number({ error: 'campaign.max_daily_budget.positive' })
    .positive({ error: 'campaign.max_daily_budget.positive' })
    .nullable()
    .default(null),
  frequency_cap: frequencyCapSchema.nullable().default(null),
  start_date: dateField('campaign.start_date.required'),
  end_date: dateField('campaign.end_date.required'),
  pacing_type: pacingTypeSchema,
  billing_type: z
    .number({ error: 'campaign.billing_type.invalid' })
    .int({ error: 'campaign.billing_type.invalid' })
    .positive({ error: 'campaign.billing_type.invalid' }),
  playlist_ids: idList(uuidField()),
  deal_ids: idList(z.string({ error: 'field.invalid' }).min(1, { error: 'field.invalid' })),
  targeting: campaignTargetingSchema.prefault({}),
  audience_ids: idList(uuidField()),
  creative_ids: idList(uuidField()),
  optimization: campaignOptimizationSchema.prefault({}),
};

/**
 * The fields of a campaign update: the same fields without defaults, so that a field left out of an
 * update stays unchanged instead of being reset; `status` may take every campaign state.
 */
export const campaignUpdateShape = {
  ...campaignInputShape,
  status: z.enum(CAMPAIGN_STATUSES, { error: 'campaign.status.invalid' }),
  max_daily_budget: campaignInputShape.max_daily_budget.unwrap(),
  frequency_cap: campaignInputShape.frequency_cap.unwrap(),
  playlist_ids: campaignInputShape.playlist_ids.unwrap(),
  deal_ids: campaignInputShape.deal_ids.unwrap(),
  targeting: campaignInputShape.targeting.unwrap(),
  audience_ids: campaignInputShape.audience_ids.unwrap(),
  creative_ids: campaignInputShape.creative_ids.unwrap(),
  optimization: campaignInputShape.optimization.unwrap(),
};

import * as z from 'zod';
import { DELIVERY_STATES } from '../campaignDelivery.ts';
import { CAMPAIGN_ACTIONS } from '../constants/campaignLifecycle.ts';
import { CAMPAIGN_STATUSES } from '../constants/campaignStatuses.ts';
import { FREQUENCY_CAP_PERIODS } from '../constants/frequencyCap.ts';
import { createCampaignFormSchema } from './campaignForm.ts';
import { campaignGoalSchema, campaignUpdateShape, pacingTypeSchema } from './campaignInput.ts';
import { campaignRuleProblems } from './campaignRules.ts';
import { campaignTargetingSchema } from './campaignTargeting.ts';
import { hasSomeField, SOME_FIELD_REQUIRED, timestampField, uuidField } from './fields.ts';

/** A campaign. */
export const campaignSchema = z.object({
  id: uuidField(),
  advertiser_id: uuidField(),
  name: z.string(),
  goal: campaignGoalSchema,
  campaign_type: z.literal([1, 2]),
  status: z.enum(CAMPAIGN_STATUSES),
  budget: z.number().nonnegative(),
  max_daily_budget: z.number().nullable(),
  frequency_cap: z.object({ count: z.number().int(), period: z.enum(FREQUENCY_CAP_PERIODS) }).nullable(),
  start_date: z.iso.date(),
  end_date: z.iso.date(),
  pacing_type: pacingTypeSchema,
  billing_type: z.number().int(),
  playlist_ids: z.array(z.string()),
  deal_ids: z.array(z.string()),
  targeting: campaignTargetingSchema,
  audience_ids: z.array(z.string()),
  creative_ids: z.array(z.string()),
  optimization: z.object({
    conversion_events: z.array(z.string()),
    attribution_window_days: z.number().int(),
    tracking_urls: z.array(z.string()),
  }),
  spend: z.number().nonnegative(),
  impressions: z.number().int().nonnegative(),
  delivery: z.strictObject({
    spent: z.number().nonnegative(),
    budget: z.number().nonnegative(),
    pacing_percent: z.number().nonnegative(),
    projected_spend: z.number().nonnegative(),
    state: z.enum(DELIVERY_STATES),
  }),
  created_at: timestampField(),
  updated_at: timestampField(),
});

/** A campaign. */
export type Campaign = z.infer<typeof campaignSchema>;

/**
 * The `campaign` part of `createCampaign` (sent as a JSON string in multipart/form-data). Applies the
 * campaign rules, and the CPA rules when `billing_type` is 3. To hold a CPA user's campaign to the
 * CPA rules whatever its billing type, use `cpaCampaignFormSchema`.
 */
export const createCampaignBodySchema = createCampaignFormSchema();

/** The `campaign` part of `createCampaign` as sent. */
export type CreateCampaignBody = z.input<typeof createCampaignBodySchema>;

/**
 * The `campaign` part of `updateCampaign`: any campaign field, at least one. The cross-field rules
 * are checked among the fields present; the server checks the merged campaign with
 * `createCampaignFormSchema`.
 */
export const updateCampaignBodySchema = z
  .strictObject({
    ...campaignUpdateShape,
    status: z.enum(CAMPAIGN_STATUSES, { error: 'campaign.status.invalid' }),
  })
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED)
  .superRefine((campaign, ctx) => {
    for (const problem of campaignRuleProblems(campaign)) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
    }
  });

/** The `campaign` part of `updateCampaign`. */
export type UpdateCampaignBody = z.input<typeof updateCampaignBodySchema>;

/** The body of `changeCampaignStatus`: what to do to the campaign's status. */
export const changeCampaignStatusBodySchema = z.strictObject({
  action: z.enum(CAMPAIGN_ACTIONS, { error: 'campaign.action.invalid' }),
});

/** The body of `changeCampaignStatus`. */
export type ChangeCampaignStatusBody = z.input<typeof changeCampaignStatusBodySchema>;

import * as z from 'zod';
import { CAMPAIGN_TYPES } from '../constants/campaignTypes.ts';
import { campaignGoalSchema, campaignInputShape, pacingTypeSchema } from './campaignInput.ts';
import { campaignRuleProblems } from './campaignRules.ts';

/**
 * The body of `forecastCampaign`: a planned campaign's budget, flight, pacing, goal, billing type,
 * inventory, targeting and frequency cap, checked as `createCampaign` checks them. Other campaign
 * fields (a campaign read with `getCampaign` sent as it is) are dropped.
 */
export const forecastCampaignBodySchema = z
  .object({
    budget: campaignInputShape.budget,
    max_daily_budget: campaignInputShape.max_daily_budget,
    start_date: campaignInputShape.start_date,
    end_date: campaignInputShape.end_date,
    pacing_type: pacingTypeSchema.default(5),
    goal: campaignGoalSchema.optional(),
    campaign_type: z
      .literal(
        CAMPAIGN_TYPES.map((type) => type.value),
        { error: 'campaign.campaign_type.invalid' },
      )
      .optional(),
    billing_type: campaignInputShape.billing_type.optional(),
    playlist_ids: campaignInputShape.playlist_ids,
    deal_ids: campaignInputShape.deal_ids,
    targeting: campaignInputShape.targeting,
    audience_ids: campaignInputShape.audience_ids,
    frequency_cap: campaignInputShape.frequency_cap,
  })
  .superRefine((plan, ctx) => {
    for (const problem of campaignRuleProblems(plan)) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
    }
  });

/** The body of `forecastCampaign` as sent. */
export type ForecastCampaignBody = z.input<typeof forecastCampaignBodySchema>;

/** The body of `forecastCampaign` as checked, with its defaults. */
export type ForecastPlan = z.output<typeof forecastCampaignBodySchema>;

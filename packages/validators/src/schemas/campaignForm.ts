import * as z from 'zod';
import { campaignInputShape } from './campaignInput.ts';
import { campaignRuleProblems } from './campaignRules.ts';

/** Options of {@link createCampaignFormSchema}. */
export interface CampaignFormOptions {
  /**
   * Hold the campaign to the cost-per-action rules (spec §9) whatever its billing type, as for a
   * CPA user (role 7). Without it the CPA rules apply only when `billing_type` is 3.
   * @default false
   */
  cpa?: boolean;
}

/**
 * Builds the campaign form schema: every campaign field (strict, defaults filled in) plus the
 * cross-field rules — end on or after start; fixed daily pacing needs a maximum daily budget no
 * higher than the budget; and for a CPA campaign at least 60 days from start to end
 * (`campaign.duration.min` on `end_date`), a budget of at least 2000 (`campaign.budget.min`),
 * pacing 8 (`campaign.pacing_type.cpa`) and billing type 3 (`campaign.billing_type.cpa`).
 * The cross-field rules run even when other fields are invalid, so a form shows every problem at once.
 *
 * @example
 * const schema = createCampaignFormSchema({ cpa: isCpaUser(advertiser.user_role) });
 * const result = schema.safeParse(values);
 * if (!result.success) setErrors(fieldErrors(result.error));
 */
export function createCampaignFormSchema(options: CampaignFormOptions = {}) {
  return z.strictObject(campaignInputShape).superRefine(
    (campaign, ctx) => {
      for (const problem of campaignRuleProblems(campaign, options)) {
        ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/** The campaign form of a regular campaign; CPA rules apply when `billing_type` is 3. */
export const campaignFormSchema = createCampaignFormSchema();

/** The campaign form of a CPA campaign: the CPA rules always apply. */
export const cpaCampaignFormSchema = createCampaignFormSchema({ cpa: true });

/** Values of the campaign form as entered (defaults may be left out). */
export type CampaignFormInput = z.input<typeof campaignFormSchema>;

/** Values of the campaign form after parsing, every default filled in. */
export type CampaignForm = z.output<typeof campaignFormSchema>;

import { createCampaignFormSchema, fieldErrors } from '@earshot/validators';
import { type CampaignFormValues, campaignFormInput } from './campaignFormValues.ts';

/**
 * Every problem of the campaign's values as a map from dotted field path to validation message
 * key (`{ budget: 'campaign.budget.min' }`); empty when the campaign can be saved. `cpa` holds
 * it to the cost-per-action rules whatever its billing type (a CPA user's campaign).
 */
export function campaignProblems(values: CampaignFormValues, cpa: boolean): Record<string, string> {
  const result = createCampaignFormSchema({ cpa }).safeParse(campaignFormInput(values, 'draft'));
  return result.success ? {} : fieldErrors(result.error);
}

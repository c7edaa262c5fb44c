import { createCampaignFormSchema } from '@earshot/validators';
import { type CampaignFormValues, campaignFormInput } from './campaignFormValues.ts';

/**
 * The values as the campaign form schema parses them, every default filled in, to be saved: as a
 * draft, or as the launched campaign must be (`'scheduled'`). Throws on values the form let through.
 */
export function checkedCampaignForm(values: CampaignFormValues, cpa: boolean, status: 'draft' | 'scheduled') {
  return createCampaignFormSchema({ cpa }).parse(campaignFormInput(values, status));
}

import type { Schema } from '@earshot/sdk-core';
import type { Campaign } from '@earshot/validators';
import { campaignValues } from '../CampaignEditor/campaignValues.ts';

/** The create body of a draft copy of a campaign, named by `name` (e.g. 'Copy of Spring launch'). */
export function duplicateCampaignBody(campaign: Campaign, name: string): Schema<'CampaignInput'> {
  return { ...campaignValues(campaign), name, status: 'draft' };
}

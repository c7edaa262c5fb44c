import type { components } from '@earshot/sdk-core';
import { useOutletContext } from 'react-router';

/** A campaign as the contract describes it. */
export type Campaign = components['schemas']['Campaign'];

/** What the campaign screen hands its tabs: the loaded campaign, or `null` for a new one. */
export interface CampaignOutletContext {
  campaign: Campaign | null;
}

/** The campaign of the tab on screen, `null` while creating one. */
export function useTabCampaign(): Campaign | null {
  return useOutletContext<CampaignOutletContext>().campaign;
}

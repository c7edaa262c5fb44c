import type { InventorySearchClientOptions } from '@earshot/sdk-core';
import { createContext, useContext } from 'react';

/** What every part of the campaign editor needs to know about the editing session. */
export interface CampaignEditorContextValue {
  /** The advertiser the campaign belongs to. */
  advertiserId: string;
  /** Nothing can be changed (view-only and reporting users). */
  readOnly: boolean;
  /** The campaign follows the cost-per-action rules (billing type 3 or a CPA user). */
  cpa: boolean;
  /** The campaign is always held to the CPA rules because its user is a CPA user (role 7). */
  cpaUser: boolean;
  /** Where the inventory search service is (the editor's `search`); null when the host gave none. */
  inventorySearch: InventorySearchClientOptions | null;
}

/** Filled by the campaign editor for its tabs. */
export const CampaignEditorContext = createContext<CampaignEditorContextValue | null>(null);

/** The editing session; only inside the campaign editor. */
export function useCampaignEditor(): CampaignEditorContextValue {
  const value = useContext(CampaignEditorContext);
  if (!value) throw new Error('useCampaignEditor: render this inside <CampaignEditor>.');
  return value;
}

import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  campaignDraftKey,
  readCampaignDraft,
  removeCampaignDraft,
  writeCampaignDraft,
} from './campaignDraft.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';

/** What {@link useCampaignDraft} returns. */
export interface CampaignDraftState {
  /** When the restored draft was stored; null when the editor opened without one. */
  restoredAt: number | null;
  /** Throws the draft away and goes back to the saved campaign. */
  discard: () => void;
  /** Forgets the draft after a save. */
  clear: () => void;
}

/**
 * Keeps the form's unsaved values in `storage` under the advertiser and campaign, and restores
 * them once when the editor mounts. A draft equal to the saved values is removed rather than kept.
 */
export function useCampaignDraft(
  form: UseFormReturn<CampaignFormValues>,
  saved: CampaignFormValues,
  storage: Storage | null,
  ids: { advertiserId: string; campaignId: string },
  enabled: boolean,
): CampaignDraftState {
  const key = campaignDraftKey(ids.advertiserId, ids.campaignId);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const { reset, watch } = form;

  useEffect(() => {
    if (!enabled) return;
    const draft = readCampaignDraft(storage, key);
    if (!draft) return;
    reset(draft.values, { keepDefaultValues: true });
    setRestoredAt(draft.savedAt);
  }, [enabled, storage, key, reset]);

  useEffect(() => {
    if (!enabled) return;
    const subscription = watch((values) => {
      if (JSON.stringify(values) === JSON.stringify(saved)) removeCampaignDraft(storage, key);
      else writeCampaignDraft(storage, key, values as CampaignFormValues);
    });
    return () => subscription.unsubscribe();
  }, [enabled, storage, key, watch, saved]);

  return {
    restoredAt,
    discard: () => {
      removeCampaignDraft(storage, key);
      setRestoredAt(null);
      reset(saved);
    },
    clear: () => {
      removeCampaignDraft(storage, key);
      setRestoredAt(null);
    },
  };
}

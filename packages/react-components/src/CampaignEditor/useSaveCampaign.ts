import { ApiError } from '@earshot/sdk-core';
import type { Campaign } from '@earshot/validators';
import { useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import {
  useChangeCampaignStatus,
  useCreateCampaign,
  useUpdateCampaign,
} from '../hooks/resources/campaigns.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';

/** How a save ended, for the editor's banner. */
export type SaveOutcome =
  | { kind: 'idle' }
  | { kind: 'saved'; launched: boolean }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/** What the editor tells {@link useSaveCampaign} about the campaign being edited. */
export interface SaveCampaignTarget {
  advertiserId: string;
  /** The saved campaign, or null while creating one. */
  campaign: Campaign | null;
  /** The CPA rules apply whatever the billing type (a CPA user). */
  cpaUser: boolean;
  /** Called with the campaign as the server stored it. */
  onSaved: (campaign: Campaign, launched: boolean) => void;
}

/**
 * Saves the form through the multipart create or update of the contract, keeping the campaign's
 * status; launching then saves and asks the server to launch (changeCampaignStatus). Client-side problems
 * stop the save and show next to their fields; the server's field problems (an ApiError's
 * `fields`) are set on the fields too and returned for the summary. Nothing typed is reset on a
 * failure.
 */
export function useSaveCampaign(form: UseFormReturn<CampaignFormValues>, target: SaveCampaignTarget) {
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const [outcome, setOutcome] = useState<SaveOutcome>({ kind: 'idle' });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const changeStatus = useChangeCampaignStatus();

  const fail = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    for (const [path, key] of Object.entries(error.fields)) {
      form.setError(path as FieldPath<CampaignFormValues>, { type: 'server', message: key });
    }
    setServerErrors(error.fields);
    setOutcome({ kind: 'failed', message: error.message });
  };

  const persist = async (values: CampaignFormValues, launch: boolean) => {
    const { advertiserId, campaign, cpaUser } = target;
    // Launching checks the form as the launched campaign must be; the save itself keeps the status.
    // The schemas came with the form's checks, which have just passed: this import is at hand.
    const { checkedCampaignForm } = await import('./checkedCampaignForm.ts');
    const checked = checkedCampaignForm(values, cpaUser, launch ? 'scheduled' : 'draft');
    setServerErrors({});
    let saved: Campaign;
    try {
      saved = (
        campaign
          ? await update.mutateAsync({
              advertiserId,
              campaignId: campaign.id,
              campaign: { ...checked, status: campaign.status },
            })
          : await create.mutateAsync({ advertiserId, campaign: { ...checked, status: 'draft' } })
      ) as Campaign;
    } catch (error) {
      fail(error);
      return;
    }
    if (!launch) {
      setOutcome({ kind: 'saved', launched: false });
      target.onSaved(saved, false);
      return;
    }
    try {
      // The server decides between scheduled (start ahead) and running.
      const launched = await changeStatus.mutateAsync({
        advertiserId,
        campaignId: saved.id,
        body: { action: 'launch' },
      });
      setOutcome({ kind: 'saved', launched: true });
      target.onSaved(launched as Campaign, true);
    } catch (error) {
      // Saved but not launched: the editor holds the saved campaign, and says why it did not launch.
      target.onSaved(saved, false);
      fail(error);
    }
  };

  const save = (launch: boolean) =>
    form.handleSubmit(
      (values) => persist(values, launch),
      () => setOutcome({ kind: 'invalid' }),
    )();

  return {
    save,
    outcome,
    serverErrors,
    isSaving: create.isPending || update.isPending || changeStatus.isPending,
  };
}

import type { CampaignFormValues } from './campaignFormValues.ts';

/** An unsaved campaign as kept in storage. */
export interface CampaignDraft {
  /** The values as the user left them. */
  values: CampaignFormValues;
  /** When they were stored, in milliseconds since the epoch. */
  savedAt: number;
}

/** The storage key of the draft of one campaign of one advertiser (`'new'` for a campaign being created). */
export function campaignDraftKey(advertiserId: string, campaignId: string): string {
  return `earshot.campaignDraft.${advertiserId}.${campaignId}`;
}

/** The browser's session storage, or null where there is none (server rendering, storage blocked). */
export function defaultDraftStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a stored draft; a missing, unreadable or foreign entry yields null. */
export function readCampaignDraft(storage: Storage | null, key: string): CampaignDraft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<CampaignDraft>;
    if (typeof draft.savedAt !== 'number' || typeof draft.values !== 'object' || draft.values === null)
      return null;
    return draft as CampaignDraft;
  } catch {
    return null;
  }
}

/** Stores a draft; a full or blocked storage only means the draft is not kept. */
export function writeCampaignDraft(storage: Storage | null, key: string, values: CampaignFormValues): void {
  try {
    storage?.setItem(key, JSON.stringify({ values, savedAt: Date.now() } satisfies CampaignDraft));
  } catch {
    // Quota exceeded or storage disabled: editing goes on without a stored draft.
  }
}

/** Removes a stored draft, after a save or when the user discards it. */
export function removeCampaignDraft(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}

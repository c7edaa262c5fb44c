import type { CampaignStatus } from './campaignStatuses.ts';

/** What an advertiser may do to a campaign's status (`POST …/campaigns/{id}/status`). */
export const CAMPAIGN_ACTIONS = ['launch', 'pause', 'resume', 'end'] as const;

/** One of {@link CAMPAIGN_ACTIONS}. */
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/**
 * The statuses each action applies to. Launching a draft and resuming a paused campaign start it:
 * `scheduled` while its start date is ahead, `running` from then on. Pausing and ending stop it;
 * an ended campaign is `completed` and changes no more.
 */
export const CAMPAIGN_ACTION_FROM: Readonly<Record<CampaignAction, readonly CampaignStatus[]>> = {
  launch: ['draft'],
  pause: ['scheduled', 'running'],
  resume: ['paused'],
  end: ['scheduled', 'running', 'paused'],
};

/** The actions the transition table allows on a campaign in `status`, in {@link CAMPAIGN_ACTIONS} order. */
export function campaignActionsFor(status: CampaignStatus): CampaignAction[] {
  return CAMPAIGN_ACTIONS.filter((action) => CAMPAIGN_ACTION_FROM[action].includes(status));
}

/**
 * The status a campaign in `status` takes on `action`, or `null` when the table does not allow it.
 * `startDate` and `today` are calendar days (`YYYY-MM-DD`), which compare as text.
 */
export function campaignStatusAfter(
  action: CampaignAction,
  campaign: { status: CampaignStatus; start_date: string },
  today: string,
): CampaignStatus | null {
  if (!CAMPAIGN_ACTION_FROM[action].includes(campaign.status)) return null;
  switch (action) {
    case 'launch':
    case 'resume':
      return campaign.start_date > today ? 'scheduled' : 'running';
    case 'pause':
      return 'paused';
    case 'end':
      return 'completed';
  }
}

import {
  CampaignStatusActions,
  CampaignStatusBadge,
  DeliveryBar,
  useCampaigns,
} from '@earshot/react-components';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  campaignFixture,
  createInMemoryCampaignApi,
} from '@earshot/react-components/testing';
import { CAMPAIGN_STATUSES, type Campaign } from '@earshot/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';

export default { title: 'Screens/CampaignStatus' } satisfies Meta;

type Story = StoryObj;

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 } as const;

/** Every status, each in its tone, with its word. */
export const EveryStatusBadge: Story = {
  render: () => (
    <div style={row}>
      {CAMPAIGN_STATUSES.map((status) => (
        <CampaignStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};

/** One delivery of every state, as narrow as a table cell on a 390 px screen. */
const DELIVERIES: Campaign['delivery'][] = [
  { spent: 0, budget: 9000, pacing_percent: 0, projected_spend: 0, state: 'not_started' },
  { spent: 2450, budget: 6000, pacing_percent: 98, projected_spend: 5880, state: 'on_track' },
  { spent: 1500, budget: 6000, pacing_percent: 60, projected_spend: 3600, state: 'under_delivering' },
  { spent: 2100, budget: 3000, pacing_percent: 140, projected_spend: 4200, state: 'over_delivering' },
  { spent: 12950.5, budget: 15000, pacing_percent: 98.3, projected_spend: 12950.5, state: 'ended' },
];

export const EveryDeliveryState: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 160 }}>
      {DELIVERIES.map((delivery) => (
        <DeliveryBar key={delivery.state} delivery={delivery} />
      ))}
    </div>
  ),
};

const NAMES: Record<Campaign['status'], string> = {
  draft: 'New podcast push',
  scheduled: 'Holiday countdown',
  running: 'Morning commute',
  paused: 'Autumn leads',
  completed: 'Back to school',
};

/** A campaign of every status. */
const CAMPAIGNS = CAMPAIGN_STATUSES.map((status, index) =>
  campaignFixture({
    id: `00000000-0000-4000-8000-0000000005${String(index).padStart(2, '0')}`,
    name: NAMES[status],
    status,
    start_date: status === 'scheduled' ? '2026-12-15' : '2026-11-01',
    end_date: '2026-12-30',
    spend: status === 'draft' || status === 'scheduled' ? 0 : 1500,
  }),
);

interface ActionsStoryArgs {
  /** Renders no buttons, as for roles 3 and 4. */
  readOnly?: boolean;
}

/** The campaigns as the API answers them, so a badge follows its campaign's new status. */
function StatusRows({ readOnly }: ActionsStoryArgs) {
  const campaigns = (useCampaigns(ADVERTISER_ID).data ?? []) as Campaign[];
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {campaigns.map((campaign) => (
        <div key={campaign.id} style={row}>
          <CampaignStatusBadge status={campaign.status} />
          <span>{campaign.name}</span>
          <CampaignStatusActions advertiserId={ADVERTISER_ID} campaign={campaign} readOnly={readOnly} />
        </div>
      ))}
    </div>
  );
}

/** Each status's badge and the buttons it allows (none for a completed campaign); they work. */
export const ActionsForEachStatus: StoryObj<ActionsStoryArgs> = {
  render: inMemoryScreen<ActionsStoryArgs>(
    () => createInMemoryCampaignApi({ campaigns: CAMPAIGNS }).fetch,
    (args) => <StatusRows {...args} />,
  ),
};

export const ActionsReadOnly: StoryObj<ActionsStoryArgs> = {
  ...ActionsForEachStatus,
  args: { readOnly: true },
};

import { Button, CampaignEditor, CampaignLeaveDialog, usePlatform } from '@earshot/react-components';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  type ApiOutage,
  campaignFixture,
  createInMemoryCampaignApi,
  CAMPAIGN_FIXTURES as FIXTURES,
} from '@earshot/react-components/testing';
import { createMemoryStorage, getCampaignQuery, listBillingTypesQuery } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { inMemoryScreen } from '../inMemoryScreen.tsx';

const SAVED = campaignFixture({
  id: '00000000-0000-4000-8000-000000000501',
  name: 'Holiday season',
  goal: 'sales',
  budget: 12000,
  max_daily_budget: 600,
  frequency_cap: { count: 3, period: 'week' },
  pacing_type: 2,
  playlist_ids: [FIXTURES.playlists[0]?.id ?? ''],
  creative_ids: [FIXTURES.creatives[0]?.id ?? ''],
  audience_ids: [FIXTURES.audiences[0]?.id ?? ''],
  targeting: {
    ...campaignFixture({ id: 'x', name: 'x' }).targeting,
    geo: {
      countries: ['US'],
      regions: ['US-CA'],
      cities: [{ name: 'San Francisco', region: 'US-CA', country: 'US' }],
      zip_codes: ['94103'],
    },
    dayparting: [7, 8, 9, 17, 18].flatMap((hour) => [1, 2, 3, 4, 5].map((day) => ({ day, hour }))),
    brand_suitability: {
      categories: {
        ...campaignFixture({ id: 'x', name: 'x' }).targeting.brand_suitability.categories,
        adult: true,
        drugs: true,
      },
      partners: ['sounder'],
    },
  },
  optimization: {
    conversion_events: ['purchase'],
    attribution_window_days: 14,
    tracking_urls: ['https://track.example.com/i?c={{CAMPAIGN_ID}}&ts={{TIMESTAMP_UTC}}'],
  },
});

/** The saved campaign's form values, without what only the server sets. */
const SAVED_AS_DRAFT = Object.fromEntries(
  Object.entries(SAVED).filter(
    ([key]) =>
      !['id', 'advertiser_id', 'status', 'spend', 'impressions', 'created_at', 'updated_at'].includes(key),
  ),
);

interface EditorStoryArgs extends ComponentProps<typeof CampaignEditor>, Pick<ApiOutage, 'pending'> {
  /** The user's role on the advertiser. */
  role?: number;
  /** A stored draft of the new campaign, restored on open. */
  draft?: Record<string, unknown>;
}

/**
 * The editor with its draft store holding `draft`; unless requests never answer, the saved campaign and
 * the billing types are in the query cache before the editor asks, so the first render shows them.
 */
function SeededEditor({ role = 1, pending = false, draft, ...props }: EditorStoryArgs) {
  const { client, queryClient } = usePlatform();
  const [storage] = useState(() => {
    if (!pending) {
      queryClient.setQueryData(getCampaignQuery(client, ADVERTISER_ID, SAVED.id).queryKey, SAVED);
      queryClient.setQueryData(listBillingTypesQuery(client).queryKey, {
        billing_types: FIXTURES.billingTypes,
      });
    }
    const drafts = createMemoryStorage();
    if (draft) {
      const stored = { values: draft, savedAt: Date.UTC(2026, 10, 23, 9, 30) };
      drafts.setItem(`earshot.campaignDraft.${ADVERTISER_ID}.new`, JSON.stringify(stored));
    }
    return drafts;
  });
  return <CampaignEditor draftStorage={storage} userRole={role} {...props} />;
}

/** A campaign half-way through its flight, spending a little under its pacing target. */
const RUNNING = campaignFixture({
  id: '00000000-0000-4000-8000-000000000502',
  name: 'Evergreen — Podcasts',
  goal: 'brand',
  status: 'running',
  budget: 6000,
  spend: 2400,
  impressions: 130_000,
  start_date: '2026-11-01',
  end_date: '2026-12-20',
  playlist_ids: [FIXTURES.playlists[0]?.id ?? ''],
  creative_ids: [FIXTURES.creatives[0]?.id ?? ''],
});

const meta = {
  title: 'Screens/CampaignEditor',
  render: inMemoryScreen<EditorStoryArgs>(
    ({ role = 1 }) => createInMemoryCampaignApi({ role, campaigns: [SAVED, RUNNING] }).fetch,
    (args) => <SeededEditor {...args} />,
  ),
  args: { advertiserId: ADVERTISER_ID, campaignId: 'new' },
} satisfies Meta<EditorStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewCampaign: Story = {};
export const Editing: Story = { args: { campaignId: SAVED.id } };
export const Inventory: Story = { args: { campaignId: SAVED.id, defaultTab: 'inventory' } };
export const TargetingGeo: Story = { args: { campaignId: SAVED.id, defaultTab: 'targeting' } };
export const TargetingDayparting: Story = {
  args: { campaignId: SAVED.id, defaultTab: 'targeting', defaultTargetingTab: 'dayparting' },
};
export const TargetingBrandSuitability: Story = {
  args: { campaignId: SAVED.id, defaultTab: 'targeting', defaultTargetingTab: 'brand-suitability' },
};
export const TargetingLanguages: Story = {
  args: { campaignId: SAVED.id, defaultTab: 'targeting', defaultTargetingTab: 'languages' },
};
export const Audience: Story = { args: { campaignId: SAVED.id, defaultTab: 'audience' } };
export const Creatives: Story = { args: { campaignId: SAVED.id, defaultTab: 'creatives' } };
export const OptimizationAndAttribution: Story = {
  args: { campaignId: SAVED.id, defaultTab: 'optimization-and-attribution' },
};
export const SummaryReady: Story = { args: { campaignId: SAVED.id, defaultTab: 'summary' } };
/** A plan one zip code cannot spend: the forecast beside the tabs says so and names the fix. */
export const ForecastWarning: Story = {
  args: {
    draft: {
      ...SAVED_AS_DRAFT,
      name: 'Mission district',
      targeting: {
        ...SAVED.targeting,
        geo: { countries: [], regions: [], cities: [], zip_codes: ['94110'] },
        dayparting: [],
      },
    },
    defaultTab: 'targeting',
  },
};
/** The editor in a phone-wide column: the forecast is a bar at the bottom of the screen that opens. */
export const NarrowWithForecastBar: Story = {
  args: { campaignId: SAVED.id },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '358px' }}>
        <Story />
      </div>
    ),
  ],
};
export const RunningWithDelivery: Story = { args: { campaignId: RUNNING.id, defaultTab: 'summary' } };
export const RunningReadOnly: Story = { args: { campaignId: RUNNING.id, defaultTab: 'summary', role: 3 } };
export const SummaryWithProblems: Story = { args: { defaultTab: 'summary' } };
export const CpaCampaignBelowMinimums: Story = {
  args: {
    draft: {
      ...SAVED_AS_DRAFT,
      name: 'Per-action test',
      billing_type: 3,
      pacing_type: 8,
      max_daily_budget: null,
      budget: 1500,
    },
    defaultTab: 'summary',
  },
};
export const CpaUser: Story = { args: { role: 7 } };
export const RestoredDraft: Story = {
  args: {
    draft: {
      ...SAVED_AS_DRAFT,
      name: 'Draft kept after a reload',
    },
  },
};
export const ReadOnly: Story = { args: { campaignId: SAVED.id, role: 3 } };
export const ReadOnlyDayparting: Story = {
  args: { campaignId: SAVED.id, role: 4, defaultTab: 'targeting', defaultTargetingTab: 'dayparting' },
};
export const Loading: Story = { args: { campaignId: SAVED.id, pending: true } };
export const LoadFailed: Story = { args: { campaignId: '00000000-0000-4000-8000-000000000404' } };

/** A host that blocked a navigation away from unsaved changes; Stay and Leave both close the question. */
function BlockedNavigation() {
  const [isOpen, setOpen] = useState(true);
  const [answer, setAnswer] = useState<'stayed' | 'left' | null>(null);
  const close = (chosen: 'stayed' | 'left') => {
    setAnswer(chosen);
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Go to the campaign list
      </Button>
      {answer ? <p>{answer === 'left' ? 'Left the editor.' : 'Stayed in the editor.'}</p> : null}
      <CampaignLeaveDialog isOpen={isOpen} onStay={() => close('stayed')} onLeave={() => close('left')} />
    </>
  );
}

export const LeaveDialog: Story = { render: () => <BlockedNavigation /> };

import { CampaignList, usePlatform } from '@earshot/react-components';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  type ApiOutage,
  campaignFixture,
  createInMemoryCampaignApi,
  LIST_CAMPAIGNS,
  listCampaignId,
} from '@earshot/react-components/testing';
import { listCampaignsQuery } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { inMemoryScreen } from '../inMemoryScreen.tsx';

/**
 * The list fixtures (not started: a running campaign before its start, a draft, a paused one) and
 * one campaign of every other delivery state: on track, under-delivering, over-delivering, ended.
 */
const CAMPAIGNS = [
  ...LIST_CAMPAIGNS,
  campaignFixture({
    id: listCampaignId(4),
    name: 'Winter traffic push for the new store openings across the west coast',
    status: 'scheduled',
    goal: 'website-traffic',
    budget: 15000,
    start_date: '2027-11-15',
    end_date: '2028-01-15',
  }),
  campaignFixture({
    id: listCampaignId(5),
    name: 'Custom retargeting',
    status: 'completed',
    goal: 'custom',
    budget: 3000,
    spend: 3000,
    impressions: 750000,
    start_date: '2026-09-01',
    end_date: '2026-10-31',
  }),
  campaignFixture({
    id: listCampaignId(6),
    name: 'Holiday podcasts',
    status: 'running',
    goal: 'brand',
    budget: 6000,
    spend: 2450,
    impressions: 350000,
    start_date: '2026-11-01',
    end_date: '2026-12-30',
  }),
  campaignFixture({
    id: listCampaignId(7),
    name: 'Morning commute',
    status: 'running',
    goal: 'website-traffic',
    budget: 6000,
    spend: 1500,
    impressions: 200000,
    start_date: '2026-11-01',
    end_date: '2026-12-30',
  }),
  campaignFixture({
    id: listCampaignId(8),
    name: 'Black Friday blitz',
    status: 'running',
    goal: 'sales',
    budget: 3000,
    spend: 2100,
    impressions: 300000,
    start_date: '2026-11-11',
    end_date: '2026-12-10',
  }),
];

interface ListStoryArgs extends ComponentProps<typeof CampaignList>, Pick<ApiOutage, 'pending'> {
  /** The stored campaigns. */
  campaigns?: typeof CAMPAIGNS;
  /** The user's role on the advertiser. */
  role?: number;
  /** Every request answers 503 with the server's message. */
  unavailable?: boolean;
}

const serviceUnavailable = async () =>
  Response.json({ Message: 'The service is unavailable', type: 'error' }, { status: 503 });

/** The list; when the API answers, its campaigns are in the query cache before the list asks. */
function SeededList({
  campaigns = CAMPAIGNS,
  role = 1,
  pending = false,
  unavailable,
  ...props
}: ListStoryArgs) {
  const { client, queryClient } = usePlatform();
  useState(() => {
    if (!pending && !unavailable) {
      queryClient.setQueryData(listCampaignsQuery(client, ADVERTISER_ID).queryKey, campaigns);
    }
  });
  return <CampaignList userRole={role} {...props} />;
}

const meta = {
  title: 'Screens/CampaignList',
  render: inMemoryScreen<ListStoryArgs>(
    ({ campaigns = CAMPAIGNS, role = 1, unavailable }) =>
      unavailable ? serviceUnavailable : createInMemoryCampaignApi({ role, campaigns }).fetch,
    (args) => <SeededList {...args} />,
  ),
  args: { advertiserId: ADVERTISER_ID },
} satisfies Meta<ListStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Paged: Story = { args: { pageSize: 2 } };
export const Empty: Story = { args: { campaigns: [] } };
export const ReadOnly: Story = { args: { role: 3 } };
export const Loading: Story = { args: { pending: true } };
export const LoadFailed: Story = { args: { unavailable: true } };
export const WithoutAdvertiser: Story = { args: { advertiserId: undefined } };

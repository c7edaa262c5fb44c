import { CampaignList, usePlatform } from '@earshot/react-components';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  type ApiOutage,
  campaignFixture,
  createInMemoryCampaignApi,
  DELIVERY_CAMPAIGNS,
  listCampaignId,
} from '@earshot/react-components/testing';
import { listCampaignsQuery } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { inMemoryScreen } from '../inMemoryScreen.tsx';

/**
 * A campaign of every delivery state (the testing entry's `DELIVERY_CAMPAIGNS`) and one whose long
 * name has to wrap.
 */
const CAMPAIGNS = [
  ...DELIVERY_CAMPAIGNS,
  campaignFixture({
    id: listCampaignId(8),
    name: 'Winter traffic push for the new store openings across the west coast',
    status: 'scheduled',
    goal: 'website-traffic',
    budget: 15000,
    start_date: '2027-11-15',
    end_date: '2028-01-15',
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

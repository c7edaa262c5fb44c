import { CampaignList, PlatformProvider, usePlatform } from '@earshot/react-components';
import { createPlatformClient, listCampaignsQuery, type PlatformClientOptions } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type ReactNode, useState } from 'react';
import {
  ADVERTISER_ID,
  campaignFixture,
  createInMemoryCampaignApi,
} from '../../../../packages/react-components/src/CampaignEditor/test/inMemoryCampaignApi.ts';
import {
  LIST_CAMPAIGNS,
  listCampaignId,
} from '../../../../packages/react-components/src/CampaignList/test/campaignListFixtures.ts';
import { useStoryFrame } from '../withPlatform.tsx';

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
];

interface Sandbox {
  /** The stored campaigns. */
  campaigns?: typeof CAMPAIGNS;
  /** The user's role on the advertiser. */
  role?: number;
  /** How the API answers: normally, never (loading) or with a server error. */
  answer?: 'normal' | 'pending' | 'error';
}

/** Serves the list from an in-memory API; the campaigns are in the query cache from the start. */
function ListSandbox({
  campaigns = CAMPAIGNS,
  role = 1,
  answer = 'normal',
  ...props
}: Sandbox & ComponentProps<typeof CampaignList>) {
  const [client] = useState(() => {
    const api = createInMemoryCampaignApi({ role, campaigns });
    const fetches: Record<NonNullable<Sandbox['answer']>, PlatformClientOptions['fetch']> = {
      normal: api.fetch,
      pending: () => new Promise<Response>(() => {}),
      error: async () =>
        Response.json({ Message: 'The service is unavailable', type: 'error' }, { status: 503 }),
    };
    return createPlatformClient({ ...api.client(), fetch: fetches[answer] });
  });
  return (
    <PlatformProvider client={client} {...useStoryFrame()}>
      <Seeded client={client} campaigns={answer === 'normal' ? campaigns : null}>
        <CampaignList userRole={role} {...props} />
      </Seeded>
    </PlatformProvider>
  );
}

/** Puts the campaigns in the provider's query cache before the list asks. */
function Seeded({
  client,
  campaigns,
  children,
}: {
  client: ReturnType<typeof createPlatformClient>;
  campaigns: typeof CAMPAIGNS | null;
  children: ReactNode;
}) {
  const { queryClient } = usePlatform();
  useState(() => {
    if (campaigns) queryClient.setQueryData(listCampaignsQuery(client, ADVERTISER_ID).queryKey, campaigns);
  });
  return children;
}

const meta = {
  title: 'Screens/CampaignList',
  component: ListSandbox,
  args: { advertiserId: ADVERTISER_ID },
} satisfies Meta<typeof ListSandbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Paged: Story = { args: { pageSize: 2 } };
export const Empty: Story = { args: { campaigns: [] } };
export const ReadOnly: Story = { args: { role: 3 } };
export const Loading: Story = { args: { answer: 'pending' } };
export const LoadFailed: Story = { args: { answer: 'error' } };
export const WithoutAdvertiser: Story = { args: { advertiserId: undefined } };

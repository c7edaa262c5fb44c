import { type Appearance, CampaignList, PlatformProvider, usePlatform } from '@earshot/react-components';
import { createPlatformClient, listCampaignsQuery, type PlatformClientOptions } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type ReactNode, useState } from 'react';
import {
  ADVERTISER_ID,
  campaignFixture,
  createInMemoryCampaignApi,
} from '../../../../packages/react-components/src/CampaignEditor/test/inMemoryCampaignApi.ts';
import { appearances } from '../withPlatform.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const CAMPAIGNS = [
  campaignFixture({
    id: id(601),
    name: 'Spring launch',
    status: 'running',
    goal: 'sales',
    budget: 5000,
    spend: 1200,
    impressions: 400000,
    start_date: '2027-03-01',
    end_date: '2027-05-31',
  }),
  campaignFixture({
    id: id(602),
    name: 'Summer drive',
    status: 'draft',
    goal: 'brand',
    budget: 9000,
    start_date: '2027-06-01',
    end_date: '2027-08-31',
  }),
  campaignFixture({
    id: id(603),
    name: 'Autumn leads',
    status: 'paused',
    goal: 'lead-generation',
    budget: 2500,
    spend: 800,
    impressions: 100000,
    start_date: '2027-09-01',
    end_date: '2027-10-31',
  }),
  campaignFixture({
    id: id(604),
    name: 'Winter traffic push for the new store openings across the west coast',
    status: 'scheduled',
    goal: 'website-traffic',
    budget: 15000,
    start_date: '2027-11-15',
    end_date: '2028-01-15',
  }),
  campaignFixture({
    id: id(605),
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
  /** The toolbar's theme. */
  appearance?: Appearance;
  /** The toolbar's locale. */
  locale?: string;
}

/** Serves the list from an in-memory API; the campaigns are in the query cache from the start. */
function ListSandbox({
  campaigns = CAMPAIGNS,
  role = 1,
  answer = 'normal',
  appearance,
  locale,
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
    <PlatformProvider client={client} {...(appearance ? { appearance } : {})} {...(locale ? { locale } : {})}>
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
  // The sandbox has its own provider; it takes the toolbar's theme and locale.
  render: (args, context) => (
    <ListSandbox
      {...args}
      appearance={appearances[String(context.globals.theme ?? 'light')] ?? appearances.light}
      locale={String(context.globals.locale ?? 'en')}
    />
  ),
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

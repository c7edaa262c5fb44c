import { CampaignAlerts } from '@earshot/react-components';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  type ApiOutage,
  createInMemoryCampaignApi,
  LIST_ALERTS,
} from '@earshot/react-components/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { inMemoryScreen } from '../inMemoryScreen.tsx';

interface AlertsStoryArgs extends ComponentProps<typeof CampaignAlerts>, ApiOutage {
  /** The open alerts the API answers: one of every kind by default. */
  alerts?: typeof LIST_ALERTS;
  /** The user's role on the advertiser. */
  role?: number;
}

const meta = {
  title: 'Screens/CampaignAlerts',
  render: inMemoryScreen<AlertsStoryArgs>(
    ({ alerts = LIST_ALERTS, role = 1 }) => createInMemoryCampaignApi({ role, alerts }).fetch,
    ({ role = 1, ...args }) => <CampaignAlerts userRole={role} {...args} />,
  ),
  args: { advertiserId: ADVERTISER_ID },
} satisfies Meta<AlertsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One alert of every kind, the most severe first. */
export const EveryKind: Story = {};
export const NoAlerts: Story = { args: { alerts: [] } };
export const ReadOnly: Story = { args: { role: 3 } };
export const Loading: Story = { args: { pending: true } };
export const LoadFailed: Story = { args: { failing: true } };

import { CampaignAlerts, CampaignAlertsMenu } from '@earshot/react-components';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  type ApiOutage,
  createInMemoryCampaignApi,
  LIST_ALERTS,
} from '@earshot/react-components/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { inMemoryScreen } from '../inMemoryScreen.tsx';
import { waitForElement } from '../waitForElement.ts';

interface AlertsStoryArgs extends ComponentProps<typeof CampaignAlerts>, ApiOutage {
  /** The open alerts the API answers: one of every kind by default. */
  alerts?: typeof LIST_ALERTS;
  /** The user's role on the advertiser. */
  role?: number;
}

const alertsApi = ({ alerts = LIST_ALERTS, role = 1 }: AlertsStoryArgs) =>
  createInMemoryCampaignApi({ role, alerts }).fetch;

const meta = {
  title: 'Screens/CampaignAlerts',
  render: inMemoryScreen<AlertsStoryArgs>(alertsApi, ({ role = 1, ...args }) => (
    <CampaignAlerts userRole={role} {...args} />
  )),
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

/** The header's notification centre, at the end of a header row as the reference app places it. */
const menuRender = inMemoryScreen<AlertsStoryArgs>(alertsApi, ({ role = 1, advertiserId }) => (
  <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
    <CampaignAlertsMenu
      advertiserId={advertiserId}
      userRole={role}
      campaignHref={(id) => `/acme.example/campaigns/${id}/general-information`}
    />
  </div>
));

/** Opens the menu's panel, as a click on the bell does. */
const openMenu: Story['play'] = async ({ canvasElement }) => {
  (await waitForElement(canvasElement, 'button')).click();
};

/** Closed: the bell's badge counts the open alerts. */
export const Menu: Story = { render: menuRender };
/** More than nine open alerts: the badge reads 9+, the bell's name the real count. */
export const MenuManyAlerts: Story = {
  render: menuRender,
  args: {
    alerts: [
      ...LIST_ALERTS,
      ...LIST_ALERTS.map((alert) => ({ ...alert, id: alert.id.replace('a1e7', 'b1e7') })),
    ],
  },
};
/** Open: every alert with its campaign link and Dismiss. */
export const MenuOpen: Story = { render: menuRender, play: openMenu };
/** Open with nothing to worry about: no badge, and the panel says every campaign is on track. */
export const MenuEmpty: Story = { render: menuRender, play: openMenu, args: { alerts: [] } };
/** Open for a view-only role: the alerts without Dismiss. */
export const MenuReadOnly: Story = { render: menuRender, play: openMenu, args: { role: 3 } };
/** Open while the alerts cannot be loaded: the failure with Try again. */
export const MenuLoadFailed: Story = { render: menuRender, play: openMenu, args: { failing: true } };

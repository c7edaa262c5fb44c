import { CampaignForecast } from '@earshot/react-components';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  type ApiOutage,
  createInMemoryCampaignApi,
} from '@earshot/react-components/testing';
import type { ForecastCampaignBody } from '@earshot/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { inMemoryScreen } from '../inMemoryScreen.tsx';

interface ForecastStoryArgs extends ComponentProps<typeof CampaignForecast>, ApiOutage {}

/** A month-long plan over the whole catalogue, which the in-memory API forecasts as sure to deliver. */
const PLAN: ForecastCampaignBody = { budget: 5000, start_date: '2026-12-01', end_date: '2026-12-31' };
const SAN_FRANCISCO = { name: 'San Francisco', region: 'US-CA', country: 'US' };

const meta = {
  title: 'Screens/CampaignForecast',
  render: inMemoryScreen<ForecastStoryArgs>(
    () => createInMemoryCampaignApi().fetch,
    ({ pending: _pending, failing: _failing, ...args }) => (
      <div style={{ maxInlineSize: '26rem' }}>
        <CampaignForecast {...args} />
      </div>
    ),
  ),
  args: { advertiserId: ADVERTISER_ID, plan: PLAN },
} satisfies Meta<ForecastStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HighLikelihood: Story = {};
/** A city capped at one impression a listener a month: the cap holds delivery back. */
export const MediumLikelihood: Story = {
  args: {
    plan: {
      ...PLAN,
      targeting: { geo: { cities: [SAN_FRANCISCO] } },
      frequency_cap: { count: 1, period: 'month' },
    },
  },
};
/** One zip code cannot spend a month's budget. */
export const LowLikelihood: Story = {
  args: { plan: { ...PLAN, targeting: { geo: { zip_codes: ['94103'] } } } },
};
export const WarningTargetingTooNarrow: Story = {
  args: { plan: { ...PLAN, targeting: { geo: { zip_codes: ['94103', '94110', '94117'] } } } },
};
export const WarningFrequencyCapLimitsDelivery: Story = { ...MediumLikelihood };
export const WarningDailyCapLimitsDelivery: Story = {
  args: { plan: { ...PLAN, pacing_type: 2, max_daily_budget: 100 } },
};
export const WarningFlightTooShort: Story = {
  args: { plan: { ...PLAN, end_date: '2026-12-02' } },
};
export const WarningFlightInPast: Story = {
  args: { plan: { ...PLAN, start_date: '2026-10-01', end_date: '2026-10-31' } },
};
export const WarningBudgetTooSmall: Story = { args: { plan: { ...PLAN, budget: 60 } } };
/** Placeholders of the figures' size hold their places while the first forecast loads. */
export const Loading: Story = { args: { pending: true } };
export const Empty: Story = { args: { plan: null } };
export const Failed: Story = { args: { failing: true } };
/** Inside a narrow screen, as on a 390 px phone. */
export const Narrow: Story = {
  render: inMemoryScreen<ForecastStoryArgs>(
    () => createInMemoryCampaignApi().fetch,
    ({ pending: _pending, failing: _failing, ...args }) => (
      <div style={{ maxInlineSize: '358px' }}>
        <CampaignForecast {...args} />
      </div>
    ),
  ),
  args: { plan: { ...PLAN, targeting: { geo: { zip_codes: ['94103'] } } } },
};

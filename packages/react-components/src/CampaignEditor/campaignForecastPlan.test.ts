import { forecastCampaignBodySchema } from '@earshot/validators';
import { describe, expect, it } from 'vitest';
import { campaignForecastPlan } from './campaignForecastPlan.ts';
import { type CampaignFormValues, emptyCampaignValues } from './campaignFormValues.ts';

const values = (overrides: Partial<CampaignFormValues>): CampaignFormValues => ({
  ...emptyCampaignValues(false),
  budget: 5000,
  start_date: '2027-03-01',
  end_date: '2027-03-31',
  ...overrides,
});

describe('the forecast plan of the editor’s values', () => {
  it('is none until the values hold a budget and a whole flight', () => {
    expect(campaignForecastPlan(values({ budget: null }))).toBeNull();
    expect(campaignForecastPlan(values({ budget: 0 }))).toBeNull();
    expect(campaignForecastPlan(values({ end_date: '' }))).toBeNull();
    expect(campaignForecastPlan(values({ start_date: '2027-04-01' }))).toBeNull();
  });

  it('sends the budget, flight, pacing, inventory, targeting and cap as the contract takes them', () => {
    const plan = campaignForecastPlan(
      values({
        goal: 'brand',
        pacing_type: 2,
        max_daily_budget: 400,
        frequency_cap: { count: 3, period: 'week' },
        playlist_ids: ['00000000-0000-4000-8000-000000000101'],
      }),
    );
    expect(forecastCampaignBodySchema.safeParse(plan).success).toBe(true);
    expect(plan).toMatchObject({
      budget: 5000,
      start_date: '2027-03-01',
      end_date: '2027-03-31',
      goal: 'brand',
      pacing_type: 2,
      max_daily_budget: 400,
      frequency_cap: { count: 3, period: 'week' },
      playlist_ids: ['00000000-0000-4000-8000-000000000101'],
    });
  });

  it('leaves out what is still being typed instead of sending a plan the API refuses', () => {
    expect(campaignForecastPlan(values({ frequency_cap: { count: 40, period: 'day' } }))).not.toHaveProperty(
      'frequency_cap',
    );
    const noDailyBudget = campaignForecastPlan(values({ pacing_type: 2, max_daily_budget: null }));
    expect(noDailyBudget).not.toHaveProperty('pacing_type');
    expect(forecastCampaignBodySchema.safeParse(noDailyBudget).success).toBe(true);
  });

  it('forecasts a cost-per-action plan below the CPA minimums as billed per impression', () => {
    const plan = campaignForecastPlan(values({ billing_type: 3, pacing_type: 8, budget: 1500 }));
    expect(plan).toMatchObject({ budget: 1500 });
    expect(plan).not.toHaveProperty('billing_type');
    expect(plan).not.toHaveProperty('pacing_type');
  });
});

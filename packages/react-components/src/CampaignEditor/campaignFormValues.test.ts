import { CPA_CAMPAIGN_RULES, CPM_BILLING_TYPE, createCampaignFormSchema } from '@earshot/validators';
import { describe, expect, it } from 'vitest';
import { emptyCampaignValues } from './campaignFormValues.ts';

/** What the campaign form schema fills in around a minimal regular campaign. */
function schemaDefaults() {
  const { status: _status, ...parsed } = createCampaignFormSchema().parse({
    name: 'x',
    goal: 'sales',
    campaign_type: 1,
    budget: 1,
    start_date: '2000-01-01',
    end_date: '2000-01-01',
    pacing_type: 1,
    billing_type: CPM_BILLING_TYPE,
  });
  return parsed;
}

/** The schema's defaults with what a user must enter left empty. */
function emptyDefaults() {
  return { ...schemaDefaults(), name: '', goal: null, budget: null, start_date: '', end_date: '' };
}

describe('the values of a new campaign', () => {
  it('are the campaign form schema’s defaults, with the name, goal, budget and dates left empty', () => {
    expect(emptyCampaignValues(false)).toStrictEqual(emptyDefaults());
  });

  it('start a CPA user’s campaign billed and paced per action', () => {
    expect(emptyCampaignValues(true)).toStrictEqual({
      ...emptyCampaignValues(false),
      pacing_type: CPA_CAMPAIGN_RULES.pacingType,
      billing_type: CPA_CAMPAIGN_RULES.billingType,
    });
  });

  it('share no list or object between two new campaigns', () => {
    const first = emptyCampaignValues(false);
    first.targeting.geo.zip_codes.push('10001');
    first.targeting.brand_suitability.categories.adult = true;
    first.optimization.tracking_urls.push('https://example.com/pixel');
    expect(emptyCampaignValues(false)).toStrictEqual(emptyDefaults());
  });
});

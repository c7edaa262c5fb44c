import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../fieldErrors.ts';
import { createCampaignBodySchema, updateCampaignBodySchema } from './campaign.ts';
import { campaignFormSchema, cpaCampaignFormSchema, createCampaignFormSchema } from './campaignForm.ts';

const regular = {
  name: 'Spring launch',
  goal: 'sales',
  campaign_type: 1,
  budget: 500,
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  pacing_type: 5,
  billing_type: 1,
};

const cpa = {
  ...regular,
  budget: 2000,
  start_date: '2026-12-01',
  end_date: '2027-01-30', // 60 days later
  pacing_type: 8,
  billing_type: 3,
};

function errorsOf(schema: typeof campaignFormSchema, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

describe('campaign form', () => {
  it('accepts a regular campaign and fills every default', () => {
    const campaign = campaignFormSchema.parse(regular);
    expect(campaign.status).toBe('draft');
    expect(campaign.max_daily_budget).toBeNull();
    expect(campaign.playlist_ids).toEqual([]);
    expect(campaign.targeting.geo).toEqual({ countries: [], regions: [], cities: [], zip_codes: [] });
    expect(campaign.targeting.brand_suitability.categories.hateSpeech).toBe(false);
    expect(Object.values(campaign.targeting.brand_suitability.categories)).toHaveLength(11);
    expect(campaign.optimization).toEqual({
      conversion_events: [],
      attribution_window_days: 30,
      tracking_urls: [],
    });
  });

  it('does not share default objects between parses', () => {
    const first = campaignFormSchema.parse(regular);
    first.playlist_ids.push('x');
    first.targeting.geo.countries.push('US');
    const second = campaignFormSchema.parse(regular);
    expect(second.playlist_ids).toEqual([]);
    expect(second.targeting.geo.countries).toEqual([]);
  });

  it('names each missing field with its own key', () => {
    expect(errorsOf(campaignFormSchema, {})).toMatchObject({
      name: 'campaign.name.required',
      goal: 'campaign.goal.invalid',
      budget: 'campaign.budget.required',
      start_date: 'campaign.start_date.required',
      end_date: 'campaign.end_date.required',
      pacing_type: 'campaign.pacing_type.invalid',
      billing_type: 'campaign.billing_type.invalid',
    });
  });

  it('rejects an end date before the start date', () => {
    expect(errorsOf(campaignFormSchema, { ...regular, end_date: '2026-11-30' })).toEqual({
      end_date: 'campaign.end_date.before_start',
    });
  });

  it('needs a maximum daily budget no higher than the budget for fixed daily pacing', () => {
    expect(errorsOf(campaignFormSchema, { ...regular, pacing_type: 2 })).toEqual({
      max_daily_budget: 'campaign.max_daily_budget.required',
    });
    expect(errorsOf(campaignFormSchema, { ...regular, pacing_type: 2, max_daily_budget: 600 })).toEqual({
      max_daily_budget: 'campaign.max_daily_budget.max',
    });
    expect(campaignFormSchema.safeParse({ ...regular, pacing_type: 2, max_daily_budget: 50 }).success).toBe(
      true,
    );
  });

  it('keeps pacing 8 for CPA campaigns', () => {
    expect(errorsOf(campaignFormSchema, { ...regular, pacing_type: 8 })).toEqual({
      pacing_type: 'campaign.pacing_type.cpa_only',
    });
  });

  it('rejects unknown fields', () => {
    expect(errorsOf(campaignFormSchema, { ...regular, discount: 10 })).toEqual({ discount: 'field.unknown' });
  });

  it('checks tracking URLs with the pixel macro rules', () => {
    const optimization = {
      tracking_urls: ['https://t.acme-audio.com/i?c={{CAMPAIGN_ID}}', 'ftp://x.com/__'],
    };
    expect(errorsOf(campaignFormSchema, { ...regular, optimization })).toEqual({
      'optimization.tracking_urls.1': 'campaign.tracking_url.protocol',
    });
    const result = campaignFormSchema.safeParse({ ...regular, optimization });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'campaign.tracking_url.protocol',
      'pixel.braces_missing',
      'pixel.macro_missing',
      'pixel.double_underscore',
    ]);
  });

  it('takes cities with their name, region and country, and names a malformed one', () => {
    const city = { name: 'Beverly Hills', region: 'US-CA', country: 'US' };
    const parsed = campaignFormSchema.parse({ ...regular, targeting: { geo: { cities: [city] } } });
    expect(parsed.targeting.geo.cities).toEqual([city]);
    const targeting = {
      geo: { cities: [city, { ...city, name: ' ' }, { ...city, country: 'usa' }, { ...city, extra: 1 }] },
    };
    expect(errorsOf(campaignFormSchema, { ...regular, targeting })).toEqual({
      'targeting.geo.cities.1.name': 'campaign.city.invalid',
      'targeting.geo.cities.2.country': 'country.invalid',
      'targeting.geo.cities.3.extra': 'field.unknown',
    });
  });

  it('checks zip codes and countries of the geo targeting', () => {
    const targeting = { geo: { countries: ['us'], zip_codes: ['10115', '1011'] } };
    expect(errorsOf(campaignFormSchema, { ...regular, targeting })).toEqual({
      'targeting.geo.countries.0': 'country.invalid',
      'targeting.geo.zip_codes.1': 'zip_code.invalid',
    });
  });
});

describe('CPA campaign rules (spec §9)', () => {
  it('accepts a campaign at the CPA minimums', () => {
    expect(cpaCampaignFormSchema.safeParse(cpa).success).toBe(true);
    expect(campaignFormSchema.safeParse(cpa).success).toBe(true);
  });

  it('reports every broken CPA rule at once for a CPA user', () => {
    expect(errorsOf(cpaCampaignFormSchema, regular)).toEqual({
      budget: 'campaign.budget.min',
      end_date: 'campaign.duration.min',
      pacing_type: 'campaign.pacing_type.cpa',
      billing_type: 'campaign.billing_type.cpa',
    });
  });

  it('applies the CPA rules to any campaign billed per action (billing type 3)', () => {
    expect(errorsOf(campaignFormSchema, { ...cpa, budget: 1999.99 })).toEqual({
      budget: 'campaign.budget.min',
    });
    expect(errorsOf(createCampaignBodySchema, { ...cpa, end_date: '2027-01-29' })).toEqual({
      end_date: 'campaign.duration.min',
    });
  });

  it('runs the CPA rules even when other fields are invalid', () => {
    expect(errorsOf(createCampaignFormSchema({ cpa: true }), { ...cpa, name: '', budget: 100 })).toEqual({
      name: 'campaign.name.required',
      budget: 'campaign.budget.min',
    });
  });

  it('checks the rules among the fields an update sends', () => {
    const errors = (value: unknown) => {
      const result = updateCampaignBodySchema.safeParse(value);
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(errors({ name: 'Renamed' })).toEqual({});
    expect(errors({})).toEqual({ root: 'body.empty' });
    expect(errors({ billing_type: 3, budget: 100 })).toEqual({ budget: 'campaign.budget.min' });
    expect(errors({ status: 'paused' })).toEqual({});
    expect(errors({ spend: 1 })).toEqual({ spend: 'field.unknown', root: 'body.empty' });
    expect(errors({ name: 'Renamed', spend: 1 })).toEqual({ spend: 'field.unknown' });
  });
});

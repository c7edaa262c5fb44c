import { describe, expect, it } from 'vitest';
import { advertiserSchema } from './advertiser.ts';
import { apiErrorSchema } from './apiError.ts';
import { audienceSchema } from './audience.ts';
import { billingInfoSchema } from './billingInfo.ts';
import { campaignSchema } from './campaign.ts';
import { campaignFormSchema } from './campaignForm.ts';
import { inventoryItemSchema } from './inventoryItem.ts';
import { onboardingEventSchema } from './onboardingEvent.ts';
import { paymentMethodSchema } from './paymentMethod.ts';
import { playlistSchema } from './playlist.ts';
import { userSchema } from './user.ts';

const ADVERTISER = '3f1c2a9e-7b4d-4e8a-9c21-5d6e7f809a1b';
const AT = '2026-11-02T09:30:00Z';
const advertiser = {
  uuid: ADVERTISER,
  name: 'Acme Audio',
  url: 'acme-audio.com',
  category: 'technology',
  filename: null,
  logo_url: null,
  onboarded: true,
  user_role: 1,
  deals: ['deal-podcast-premium'],
  attribution_window_days: 30,
  attribution_model: 'last_touch',
  created_at: AT,
};

describe('entity schemas (wire shapes of the contract)', () => {
  it('parses a user with advertisers', () => {
    const user = userSchema.parse({
      id: '9b2e4c1a-0d3f-4a5b-8c6d-7e8f9a0b1c2d',
      email: 'owner@example.com',
      first_name: 'Olivia',
      last_name: 'Owner',
      advertisers: [advertiser],
      admin: false,
      impersonate: false,
      created_at: AT,
    });
    expect(user.advertisers[0]?.user_role).toBe(1);
  });

  it('refuses an advertiser with an unknown role or a bad timestamp', () => {
    expect(advertiserSchema.safeParse({ ...advertiser, user_role: 5 }).success).toBe(false);
    expect(advertiserSchema.safeParse({ ...advertiser, created_at: 'yesterday' }).success).toBe(false);
    expect(
      advertiserSchema.safeParse({ ...advertiser, created_at: '2026-11-02T10:30:00.123+01:00' }).success,
    ).toBe(true);
  });

  it('parses billing information, payment methods and onboarding events', () => {
    expect(
      billingInfoSchema.safeParse({
        buyer_id: 'buyer_8f3a2c',
        company_name: 'Acme Audio Inc.',
        address_line1: '1 Market St',
        address_line2: null,
        city: 'San Francisco',
        postal_code: '94105',
        country: 'US',
        tax_id: null,
        email: 'billing@acme-audio.com',
        qualified: true,
        updated_at: AT,
      }).success,
    ).toBe(true);
    expect(
      paymentMethodSchema.safeParse({
        payment_id: 'pm_card_visa',
        type: 'card',
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2030,
        is_default: true,
        created_at: AT,
      }).success,
    ).toBe(true);
    expect(
      onboardingEventSchema.safeParse({
        id: '5b0c9d7e-1f2a-4b3c-8d4e-6f7a8b9c0d1e',
        advertiser_id: ADVERTISER,
        name: 'pixel',
        created_at: AT,
      }).success,
    ).toBe(true);
  });

  it('parses a campaign built from a valid form', () => {
    const form = campaignFormSchema.parse({
      name: 'Launch',
      goal: 'brand',
      campaign_type: 2,
      budget: 1000,
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      pacing_type: 1,
      billing_type: 1,
    });
    const campaign = campaignSchema.parse({
      ...form,
      id: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
      advertiser_id: ADVERTISER,
      spend: 0,
      impressions: 0,
      delivery: { spent: 0, budget: 1000, pacing_percent: 0, projected_spend: 0, state: 'not_started' },
      created_at: AT,
      updated_at: AT,
    });
    expect(campaign.targeting.brand_suitability.partners).toEqual([]);
  });

  it('parses playlists, audiences and inventory items', () => {
    expect(
      playlistSchema.safeParse({
        id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        advertiser_id: ADVERTISER,
        name: 'News',
        type: 'podcast',
        inventory_ids: ['pod-1042'],
        searches: [{ collection: 'podcast_v2', q: '*', facets: { genres: ['news-commentary'] } }],
        tags: ['news'],
        inventory_size: 1,
        reach: 48000,
        created_at: AT,
        updated_at: AT,
      }).success,
    ).toBe(true);
    expect(
      audienceSchema.safeParse({
        id: '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        advertiser_id: ADVERTISER,
        name: 'Customers',
        type: 1,
        subtype: 'crm',
        first_party: [],
        correlation_id: 'up_42',
        cdp_segments: [],
        size_estimate: null,
        created_at: AT,
        updated_at: AT,
      }).success,
    ).toBe(true);
    expect(
      inventoryItemSchema.safeParse({
        id: 'pod-1042',
        name: 'The Daily Signal',
        supply: 'Signal Media',
        type: 'podcast',
        description: 'Daily news',
        dealid: 'deal-podcast-premium',
        exchange: 'earshot',
        open: true,
        genres: ['news-commentary'],
        episode_count: 812,
        frequency: 5,
        audience_size: 48000,
        weekly_impressions: 190000,
        cpm_floor: 14.5,
      }).success,
    ).toBe(true);
  });

  it('parses the error body of the API', () => {
    expect(
      apiErrorSchema.parse({
        Message: 'Some fields are not valid',
        type: 'error',
        code: 'validation_failed',
        fields: { 'campaign.budget': 'campaign.budget.min' },
      }).fields,
    ).toEqual({ 'campaign.budget': 'campaign.budget.min' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  BRAND_SAFETY_CATEGORIES,
  BRAND_SAFETY_PARTNERS,
  DEFAULT_BRAND_SAFETY_LEVELS,
} from './brandSafety.ts';
import { CAMPAIGN_GOALS } from './campaignGoals.ts';
import { CAMPAIGN_TYPES } from './campaignTypes.ts';
import { CONTENT_CATEGORIES } from './contentCategories.ts';
import { DASHBOARD_KINDS, DEFAULT_DASHBOARD_KIND } from './dashboardKinds.ts';
import { LOCALES } from './locales.ts';
import { ONBOARDING_REVIEW_AFTER_MS, SNOOZE_DURATION_MS } from './onboarding.ts';
import { CPA_PACING_TYPE, PACING_TYPES } from './pacingTypes.ts';
import { podcastGenreById } from './podcastGenres.ts';
import { TRACKING_MACROS } from './trackingMacros.ts';
import { USER_ROLES } from './userRoles.ts';

const values = (list: readonly { value: unknown }[]) => list.map((entry) => entry.value);

describe('constants (spec §3, §9)', () => {
  it('lists the enumerations of spec §3', () => {
    expect(values(CAMPAIGN_GOALS)).toEqual([
      'sales',
      'custom',
      'lead-generation',
      'brand',
      'website-traffic',
    ]);
    expect(CAMPAIGN_TYPES).toEqual([
      { value: 1, label: 'Spend' },
      { value: 2, label: 'Impressions' },
    ]);
    expect(values(PACING_TYPES)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(PACING_TYPES[4].label).toBe('Even - Adaptive Daily Pacing');
    expect(CPA_PACING_TYPE).toBe(8);
    expect(values(DASHBOARD_KINDS)).toEqual([5, 6, 7]);
    expect(DEFAULT_DASHBOARD_KIND).toBe(5);
    expect(values(USER_ROLES)).toEqual([1, 2, 3, 4, 7]);
    expect(values(LOCALES)).toEqual(['de', 'en', 'es', 'es-MX', 'fr', 'zh-CN']);
  });

  it('has the fixed lists of spec §9: 11 categories defaulting to false, 4 active partners, 12 macros', () => {
    expect(BRAND_SAFETY_CATEGORIES).toHaveLength(11);
    expect(Object.keys(DEFAULT_BRAND_SAFETY_LEVELS)).toEqual(values(BRAND_SAFETY_CATEGORIES));
    expect(Object.values(DEFAULT_BRAND_SAFETY_LEVELS).every((level) => level === false)).toBe(true);
    expect(values(BRAND_SAFETY_PARTNERS)).toEqual(['barometer', 'sounder', 'sonnant', 'numbereight']);
    expect(BRAND_SAFETY_PARTNERS.every((partner) => partner.active)).toBe(true);
    expect(TRACKING_MACROS).toHaveLength(12);
  });

  it('converts the onboarding durations correctly', () => {
    expect(SNOOZE_DURATION_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(ONBOARDING_REVIEW_AFTER_MS).toBe(18 * 60 * 60 * 1000);
  });

  describe('content categories', () => {
    it('keeps the 22 parents the spec names (it announces 23)', () => {
      expect(CONTENT_CATEGORIES).toHaveLength(22);
      expect(CONTENT_CATEGORIES.map((parent) => parent.label)).toContain('Kids/Family & Parenting');
    });

    it('has 20 music genres and 15 sports', () => {
      expect(CONTENT_CATEGORIES.find((parent) => parent.value === 'music')?.children).toHaveLength(20);
      expect(CONTENT_CATEGORIES.find((parent) => parent.value === 'sports')?.children).toHaveLength(15);
    });

    it('uses every value and every genre id once', () => {
      const children = CONTENT_CATEGORIES.flatMap((parent) => [...parent.children]);
      const allValues = [...values(CONTENT_CATEGORIES), ...values(children)];
      expect(new Set(allValues).size).toBe(allValues.length);
      const ids = children.map((child) => child.genreId);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('finds a genre by its numeric id', () => {
      expect(podcastGenreById(1482)).toEqual({
        genreId: 1482,
        value: 'books',
        label: 'Books',
        parent: { value: 'arts-and-entertainment', label: 'Arts & Entertainment' },
      });
      expect(podcastGenreById(1546)?.value).toBe('soccer');
      expect(podcastGenreById(999_999)).toBeUndefined();
    });
  });
});

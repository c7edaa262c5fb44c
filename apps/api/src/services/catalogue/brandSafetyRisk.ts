import { BRAND_SAFETY_CATEGORIES, type BrandSafetyCategory } from '@earshot/validators';

/** Share of all shows touching each brand-safety category, whatever their genres. */
const BASE_RISK = 0.01;

/**
 * Share of a genre's shows that touch a brand-safety category (true crime talks of crime and death,
 * stand-up swears), where it is above {@link BASE_RISK}. A show is flagged in a category with the
 * highest share among its genres.
 */
const GENRE_RISK: Readonly<Record<string, Partial<Record<BrandSafetyCategory, number>>>> = {
  'true-crime': { crime: 0.8, death: 0.6 },
  documentary: { crime: 0.2, death: 0.2 },
  history: { death: 0.3, arms: 0.2, terrorism: 0.05 },
  'daily-news': { death: 0.3, crime: 0.3, terrorism: 0.15, socialIssue: 0.4 },
  'news-commentary': { socialIssue: 0.5, hateSpeech: 0.05, profanity: 0.1 },
  politics: { socialIssue: 0.7, hateSpeech: 0.1, terrorism: 0.05 },
  government: { socialIssue: 0.4 },
  'society-and-culture': { socialIssue: 0.3 },
  religion: { socialIssue: 0.2 },
  islam: { socialIssue: 0.2 },
  'stand-up': { profanity: 0.7, adult: 0.2 },
  'comedy-interviews': { profanity: 0.5 },
  improv: { profanity: 0.4 },
  'comedy-fiction': { profanity: 0.4 },
  'after-shows': { piracy: 0.05, profanity: 0.2 },
  'hip-hop-rap': { profanity: 0.6, drugs: 0.2 },
  sexuality: { adult: 0.8 },
  relationships: { adult: 0.2 },
  'alternative-health': { drugs: 0.2, spam: 0.1 },
  medicine: { death: 0.1, drugs: 0.15 },
  medical: { death: 0.1, drugs: 0.15 },
  'video-games': { arms: 0.2, piracy: 0.05 },
  'animation-and-manga': { piracy: 0.1 },
  wrestling: { profanity: 0.1 },
};

/** The bit of a category in a brand-safety mask: its position in `BRAND_SAFETY_CATEGORIES`. */
export function brandSafetyBit(category: BrandSafetyCategory): number {
  return 1 << BRAND_SAFETY_CATEGORIES.findIndex((entry) => entry.value === category);
}

/**
 * The brand-safety categories a show of these genres touches, as a mask of {@link brandSafetyBit}s,
 * one draw of `draw` (uniform in [0, 1)) per category.
 */
export function brandSafetyMask(genres: readonly string[], draw: () => number): number {
  let mask = 0;
  for (const { value } of BRAND_SAFETY_CATEGORIES) {
    const risk = genres.reduce(
      (highest, genre) => Math.max(highest, GENRE_RISK[genre]?.[value] ?? 0),
      BASE_RISK,
    );
    if (draw() < risk) mask |= brandSafetyBit(value);
  }
  return mask;
}

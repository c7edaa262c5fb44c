import { DATA_PARTNERS } from '../../services/targeting/targetingOptions.ts';

/** A segment of the demo marketplace catalogue, before it gets its id. */
export type CatalogueSegment = { name: string; provider: string; size: number; cpm: number };

/** The data partners, who provide the marketplace's segments. */
const PROVIDERS = DATA_PARTNERS.map((partner) => partner.name);

const TOPICS: [string, string[]][] = [
  ['Automotive', ['SUV Intenders', 'Electric Vehicle Intenders', 'Luxury Car Owners', 'New Car Shoppers']],
  ['Travel', ['Frequent Flyers', 'Family Vacationers', 'Business Travellers', 'Cruise Enthusiasts']],
  ['Retail', ['Bargain Hunters', 'Luxury Shoppers', 'Online Grocery Buyers', 'Holiday Shoppers']],
  ['Finance', ['Credit Card Seekers', 'First-time Investors', 'Mortgage Shoppers', 'Small Business Owners']],
  ['Health & Fitness', ['Gym Members', 'Runners', 'Healthy Eaters', 'Yoga Enthusiasts']],
  ['Technology', ['Early Adopters', 'Gamers', 'Smart Home Owners', 'IT Decision Makers']],
  ['Entertainment', ['Movie Goers', 'Concert Attendees', 'Streaming Subscribers', 'Sports Fans']],
  ['Household', ['New Parents', 'Pet Owners', 'Home Movers', 'DIY Enthusiasts']],
  ['Education', ['College Students', 'Online Learners', 'Language Learners']],
  ['Food & Drink', ['Coffee Lovers', 'Wine Enthusiasts', 'Meal Kit Subscribers']],
];

/**
 * The demo marketplace catalogue (LiveRamp-like): every topic's audiences with sizes and CPMs
 * derived from their position, so the catalogue is the same on every seed.
 */
export function segmentCatalogue(): (CatalogueSegment & { id: string })[] {
  return TOPICS.flatMap(([topic, names], topicIndex) =>
    names.map((name, nameIndex) => {
      const ordinal = topicIndex * 4 + nameIndex;
      return {
        id: `lr-${String(ordinal + 1).padStart(4, '0')}`,
        name: `${topic} > ${name}`,
        provider: PROVIDERS[ordinal % PROVIDERS.length] ?? 'Audience Atlas',
        size: 250_000 + ((ordinal * 7919) % 40) * 125_000,
        cpm: 0.5 + ((ordinal * 31) % 16) * 0.25,
      };
    }),
  );
}

/** Segments an advertiser's own CDP exposes in the demo. */
export const CDP_SEGMENTS: CatalogueSegment[] = [
  { name: 'Cart abandoners (30 days)', provider: 'CDP', size: 18_400, cpm: 1.5 },
  { name: 'Newsletter subscribers', provider: 'CDP', size: 52_000, cpm: 1 },
  { name: 'High-value customers', provider: 'CDP', size: 7_300, cpm: 2 },
  { name: 'Lapsed buyers (180 days)', provider: 'CDP', size: 24_900, cpm: 1.25 },
  { name: 'Mobile app users', provider: 'CDP', size: 31_200, cpm: 1 },
];

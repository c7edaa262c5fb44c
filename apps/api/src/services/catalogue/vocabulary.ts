/*
 * Words the catalogue generator composes names and descriptions from. Plain words only (no digits
 * with dots, no hyphens), so full-text tokens are the same whichever tokenizer reads them.
 */

/** Publishers and networks that supply inventory. */
export const SUPPLIERS = [
  'Signal Media',
  'Northwind Audio',
  'Harbor Lane Studios',
  'Bluefield Radio Group',
  'Copperline Podcasts',
  'Juniper Sound',
  'Redwood Broadcasting',
  'Lantern House Audio',
  'Meridian Networks',
  'Foxglove Media',
  'Tidewater Public Radio',
  'Granite Peak Audio',
  'Saltmarsh Studios',
  'Brightwater Streams',
  'Open Field Collective',
  'Kestrel Audio Network',
  'Marble Arch Media',
  'Quarry Road Productions',
  'Silver Birch Radio',
  'Windrose Podcasts',
] as const;

/** Exchanges that sell inventory. */
export const EXCHANGES = ['earshot', 'adswizz', 'triton', 'magnite', 'spotify', 'iheart'] as const;

/** Deal ids beyond the demo advertisers' own. */
export const EXTRA_DEALS = [
  'deal-podcast-premium',
  'deal-news-network',
  'deal-sports-audio',
  'deal-music-streaming',
  'deal-open-market',
  'deal-drive-time',
  'deal-family-listening',
  'deal-smart-speakers',
] as const;

export const ADJECTIVES = [
  'Curious',
  'Daily',
  'Modern',
  'Honest',
  'Hidden',
  'Bright',
  'Quiet',
  'Bold',
  'Late Night',
  'Weekend',
  'Open',
  'Big',
  'Little',
  'Wild',
  'Golden',
  'Northern',
  'Urban',
  'Slow',
  'Deep',
  'Sunday',
] as const;

export const SHOW_WORDS = [
  'Podcast',
  'Hour',
  'Show',
  'Report',
  'Club',
  'Diaries',
  'Files',
  'Lab',
  'Room',
  'Sessions',
  'Briefing',
  'Roundtable',
] as const;

export const FIRST_NAMES = [
  'Ava',
  'Noah',
  'Maya',
  'Leo',
  'Zoe',
  'Omar',
  'Iris',
  'Theo',
  'Nina',
  'Sam',
  'Priya',
  'Jonas',
  'Lena',
  'Marco',
  'Hana',
  'Felix',
] as const;

export const LAST_NAMES = [
  'Carter',
  'Nguyen',
  'Okafor',
  'Silva',
  'Berg',
  'Patel',
  'Moreau',
  'Kim',
  'Lindqvist',
  'Rossi',
  'Adeyemi',
  'Walsh',
  'Tanaka',
  'Novak',
] as const;

export const CITIES = [
  'Austin',
  'Portland',
  'Denver',
  'Boston',
  'Chicago',
  'Seattle',
  'Atlanta',
  'Phoenix',
  'Dublin',
  'Madrid',
  'Toronto',
  'Melbourne',
  'Lisbon',
  'Oslo',
] as const;

export const CALL_LETTERS = ['K', 'W', 'C'] as const;

export const BRANDS = [
  'Pulse',
  'Echo',
  'Nimbus',
  'Vinyl',
  'Orbit',
  'Wave',
  'Sonar',
  'Drift',
  'Beacon',
  'Prism',
] as const;

export const MOODS = ['Chill', 'Focus', 'Workout', 'Evening', 'Morning', 'Road Trip', 'Party'] as const;

export const AUDIENCES = [
  'commuters',
  'parents',
  'students',
  'small business owners',
  'curious minds',
  'weekend listeners',
  'professionals',
  'fans everywhere',
] as const;

/** Podcast publishing rhythms: episodes per week and the word that says it. */
export const CADENCES = [
  { frequency: 7, word: 'daily' },
  { frequency: 5, word: 'weekday' },
  { frequency: 3, word: 'thrice weekly' },
  { frequency: 2, word: 'twice weekly' },
  { frequency: 1, word: 'weekly' },
  { frequency: 0.5, word: 'fortnightly' },
  { frequency: 0.25, word: 'monthly' },
] as const;

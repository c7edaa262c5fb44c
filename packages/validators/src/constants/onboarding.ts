/** The onboarding steps in order; all start incomplete (spec §4). */
export const ONBOARDING_STEPS = [
  { value: 'pixel', label: 'Add the analytics tag (pixel) to your website' },
  { value: 'creative', label: 'Add a first asset' },
  { value: 'campaign', label: 'Create a first campaign' },
] as const;

/** An onboarding step, e.g. `'pixel'`. */
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]['value'];

/** Names of the onboarding events the server records (spec §4). */
export const ONBOARDING_EVENT_NAMES = [
  'pixel',
  'creative',
  'campaign',
  'payment',
  'billing',
  'completed',
  'snooze',
  'dismiss',
  'view',
] as const;

/** An onboarding event name, e.g. `'snooze'`. */
export type OnboardingEventName = (typeof ONBOARDING_EVENT_NAMES)[number];

/** Longest a snooze hides onboarding: 7 days in milliseconds (spec §9). */
export const SNOOZE_DURATION_MS = 604_800_000;

/** Most snoozes allowed; after that a dismiss option shows (spec §4, §9). */
export const MAX_SNOOZES = 4;

/** Onboarding must be viewed again this long after it was last viewed: 18 hours in ms (spec §9). */
export const ONBOARDING_REVIEW_AFTER_MS = 64_800_000;

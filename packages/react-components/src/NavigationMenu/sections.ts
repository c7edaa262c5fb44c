/** The product's sections, in menu order; each is also its route segment (spec §2). */
export const NAVIGATION_SECTIONS = [
  'dashboard',
  'onboarding',
  'campaigns',
  'inventory',
  'audiences',
  'assets',
  'creatives',
  'pixels',
  'reporting',
  'integrations',
  'billing',
  'team',
  'account-details',
] as const;

/** A section of the product. */
export type NavigationSection = (typeof NAVIGATION_SECTIONS)[number];

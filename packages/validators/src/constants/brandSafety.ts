/** The 11 brand-safety categories a campaign may exclude; each level defaults to `false` (spec §3, §9). */
export const BRAND_SAFETY_CATEGORIES = [
  { value: 'adult', label: 'Adult' },
  { value: 'arms', label: 'Arms' },
  { value: 'crime', label: 'Crime' },
  { value: 'death', label: 'Death' },
  { value: 'piracy', label: 'Piracy' },
  { value: 'hateSpeech', label: 'Hate speech' },
  { value: 'profanity', label: 'Profanity' },
  { value: 'drugs', label: 'Drugs' },
  { value: 'spam', label: 'Spam' },
  { value: 'terrorism', label: 'Terrorism' },
  { value: 'socialIssue', label: 'Social issue' },
] as const;

/** A brand-safety category key, e.g. `'hateSpeech'`. */
export type BrandSafetyCategory = (typeof BRAND_SAFETY_CATEGORIES)[number]['value'];

/** Every brand-safety category at its default level `false`. */
export const DEFAULT_BRAND_SAFETY_LEVELS: Readonly<Record<BrandSafetyCategory, false>> = {
  adult: false,
  arms: false,
  crime: false,
  death: false,
  piracy: false,
  hateSpeech: false,
  profanity: false,
  drugs: false,
  spam: false,
  terrorism: false,
  socialIssue: false,
};

/** The 4 brand-safety partners; all are active (spec §3). */
export const BRAND_SAFETY_PARTNERS = [
  { value: 'barometer', label: 'Barometer', active: true },
  { value: 'sounder', label: 'Sounder', active: true },
  { value: 'sonnant', label: 'Sonnant', active: true },
  { value: 'numbereight', label: 'NumberEight', active: true },
] as const;

/** A brand-safety partner value, e.g. `'sounder'`. */
export type BrandSafetyPartner = (typeof BRAND_SAFETY_PARTNERS)[number]['value'];

import * as z from 'zod';
import { BRAND_SAFETY_PARTNERS } from '../constants/brandSafety.ts';
import { isZipCode } from '../rules/isZipCode.ts';
import { countryField, LIST_INVALID, OBJECT_INVALID, tooMany } from './fields.ts';
import { LIST_LIMITS } from './limits.ts';

// Defaults go through `prefault`, so each parse fills nested defaults afresh instead of sharing one object.
const list = <T extends z.ZodType>(item: T, max: number = LIST_LIMITS.campaignIds) =>
  z.array(item, LIST_INVALID).max(max, tooMany('campaign.ids.max')).prefault([]);

const ids = () => list(z.string({ error: 'field.invalid' }).min(1, { error: 'field.invalid' }));

const level = z.boolean({ error: 'campaign.brand_suitability.invalid' }).default(false);

const hourOfWeek = (key: 'campaign.dayparting.invalid', max: number) =>
  z.number({ error: key }).int({ error: key }).min(0, { error: key }).max(max, { error: key });

/** Brand-safety settings: each of the 11 categories is avoided (`true`) or not (default `false`). */
export const brandSuitabilitySchema = z.strictObject(
  {
    categories: z
      .strictObject(
        {
          adult: level,
          arms: level,
          crime: level,
          death: level,
          piracy: level,
          hateSpeech: level,
          profanity: level,
          drugs: level,
          spam: level,
          terrorism: level,
          socialIssue: level,
        },
        OBJECT_INVALID,
      )
      .prefault({}),
    partners: list(
      z.literal(
        BRAND_SAFETY_PARTNERS.map((partner) => partner.value),
        { error: 'campaign.brand_suitability.partner.invalid' },
      ),
    ),
  },
  OBJECT_INVALID,
);

/** One hour of one weekday (0 = Sunday), in UTC. */
export const daypartSlotSchema = z.strictObject(
  { day: hourOfWeek('campaign.dayparting.invalid', 6), hour: hourOfWeek('campaign.dayparting.invalid', 23) },
  { error: 'campaign.dayparting.invalid' },
);

const cityName = z
  .string({ error: 'campaign.city.invalid' })
  .trim()
  .min(1, { error: 'campaign.city.invalid' })
  .max(200, { error: 'campaign.city.invalid' });

/** A city to reach, named as the geocoding service names it (`GeoPlace`): name, region and country. */
export const cityTargetSchema = z.strictObject(
  {
    name: cityName,
    region: z
      .string({ error: 'campaign.city.invalid' })
      .max(20, { error: 'campaign.city.invalid' })
      .nullable(),
    country: countryField(),
  },
  { error: 'campaign.city.invalid' },
);

/** A city to reach. */
export type CityTarget = z.infer<typeof cityTargetSchema>;

/**
 * Who and where a campaign reaches. Every list defaults to empty (no restriction) and every
 * brand-safety level to `false`, so a form may send only what the user set.
 */
export const campaignTargetingSchema = z.strictObject(
  {
    geo: z
      .strictObject(
        {
          countries: list(countryField()),
          regions: ids(),
          cities: list(cityTargetSchema),
          zip_codes: list(
            z.string({ error: 'zip_code.invalid' }).refine(isZipCode, { error: 'zip_code.invalid' }),
          ),
        },
        OBJECT_INVALID,
      )
      .prefault({}),
    players: ids(),
    inventory: ids(),
    placement: ids(),
    audiences: ids(),
    languages: ids(),
    dayparting: list(daypartSlotSchema, 7 * 24),
    brand_suitability: brandSuitabilitySchema.prefault({}),
    data_partners: ids(),
  },
  OBJECT_INVALID,
);

/** Who and where a campaign reaches. */
export type CampaignTargeting = z.infer<typeof campaignTargetingSchema>;

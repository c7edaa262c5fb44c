import * as z from 'zod';
import type { ValidationMessageKey } from '../validationMessages.ts';
import {
  hasSomeField,
  requiredText,
  SOME_FIELD_REQUIRED,
  timestampField,
  tooMany,
  uuidField,
} from './fields.ts';
import { LIST_LIMITS, TEXT_LIMITS } from './limits.ts';

/** Kinds of audience; the kind decides the payload shape (spec §3). */
export const AUDIENCE_SUBTYPES = ['first-party', 'crm', 'cdp'] as const;

/** What a first-party audience rule matches. */
export const FIRST_PARTY_RULE_TYPES = ['url', 'event', 'onboarding'] as const;

/** One rule of a first-party audience: a URL fragment or an event name. */
export const firstPartyRuleSchema = z.strictObject(
  {
    type: z.enum(FIRST_PARTY_RULE_TYPES, { error: 'audience.rule.type.invalid' }),
    value: requiredText('audience.rule.value', TEXT_LIMITS.url),
  },
  { error: 'audience.rule.invalid' },
);

/** One rule of a first-party audience. */
export type FirstPartyRule = z.infer<typeof firstPartyRuleSchema>;

/** What a first-party segment matches: the rule types sent again as `firstPartySegments` (spec §3). */
export const FIRST_PARTY_SEGMENT_TYPES = ['url', 'event'] as const;

/** One first-party segment: a url or event rule of the audience. */
export const firstPartySegmentSchema = z.strictObject(
  {
    type: z.enum(FIRST_PARTY_SEGMENT_TYPES, { error: 'audience.rule.type.invalid' }),
    value: requiredText('audience.rule.value', TEXT_LIMITS.url),
  },
  { error: 'audience.rule.invalid' },
);

/** One first-party segment. */
export type FirstPartySegment = z.infer<typeof firstPartySegmentSchema>;

/** The url and event rules of `rules`, in their order: the audience's `firstPartySegments` (spec §3). */
export function firstPartySegments(rules: readonly FirstPartyRule[]): FirstPartySegment[] {
  return rules.flatMap(({ type, value }) => (type === 'onboarding' ? [] : [{ type, value }]));
}

/** Whether `segments` are exactly the url and event rules of `rules`, in their order. */
function segmentsMatchRules(rules: readonly FirstPartyRule[], segments: readonly FirstPartySegment[]) {
  const expected = firstPartySegments(rules);
  return (
    expected.length === segments.length &&
    expected.every((rule, i) => rule.type === segments[i]?.type && rule.value === segments[i]?.value)
  );
}

/** Whether a body sends both lists or neither, and its segments are the url and event rules of its rules. */
function sendsFirstPartySegments(body: {
  first_party?: FirstPartyRule[];
  firstPartySegments?: FirstPartySegment[];
}): boolean {
  const { first_party: rules, firstPartySegments: segments } = body;
  if (rules === undefined || segments === undefined) return rules === segments;
  return segmentsMatchRules(rules, segments);
}

/** Reported on `firstPartySegments`, once every field is valid on its own. */
const FIRST_PARTY_SEGMENTS_MISMATCH: z.core.$ZodCustomParams = {
  path: ['firstPartySegments'],
  error: 'audience.firstPartySegments.mismatch' satisfies ValidationMessageKey,
  when: (payload) => payload.issues.length === 0,
};

/** A saved audience. */
export const audienceSchema = z.object({
  id: uuidField(),
  advertiser_id: uuidField(),
  name: z.string(),
  type: z.literal(1),
  subtype: z.enum(AUDIENCE_SUBTYPES),
  first_party: z.array(firstPartyRuleSchema.loose()),
  correlation_id: z.string().nullable(),
  cdp_segments: z.array(z.string()),
  size_estimate: z.number().int().nonnegative().nullable(),
  created_at: timestampField(),
  updated_at: timestampField(),
});

/** A saved audience. */
export type Audience = z.infer<typeof audienceSchema>;

const audienceFields = {
  name: requiredText('audience.name', TEXT_LIMITS.name),
  /** Always 1 when sent (spec §3); filled in when left out. */
  type: z.literal(1, { error: 'audience.type.invalid' }).default(1),
  advertiserId: uuidField('advertiser_id.invalid'),
  first_party: z
    .array(firstPartyRuleSchema, { error: 'audience.first_party.required' })
    .min(1, { error: 'audience.first_party.required' })
    .max(LIST_LIMITS.firstPartyRules, tooMany('audience.first_party.max')),
  firstPartySegments: z
    .array(firstPartySegmentSchema, { error: 'audience.firstPartySegments.mismatch' })
    .max(LIST_LIMITS.firstPartyRules, tooMany('audience.first_party.max')),
  correlation_id: z
    .string({ error: 'audience.correlation_id.required' })
    .trim()
    .min(1, { error: 'audience.correlation_id.required' })
    .max(TEXT_LIMITS.externalId, { error: 'audience.correlation_id.max' }),
  cdp_segments: z
    .array(z.string({ error: 'field.invalid' }).min(1, { error: 'field.invalid' }), {
      error: 'audience.cdp_segments.required',
    })
    .min(1, { error: 'audience.cdp_segments.required' })
    .max(LIST_LIMITS.cdpSegments, tooMany('audience.cdp_segments.max')),
};

const subtypeError = { error: 'audience.subtype.invalid' } as const;
const { name, type, advertiserId } = audienceFields;

/**
 * Body of `createAudience` and the audience form, by subtype (spec §3): a first-party audience sends
 * its rules as `first_party` and their url and event rules again as `firstPartySegments`, a CRM audience the correlation id of its upload, a CDP audience its segment ids. Each
 * shape accepts only its own fields; `type` is always 1.
 */
export const createAudienceBodySchema = z.discriminatedUnion(
  'subtype',
  [
    z
      .strictObject({
        name,
        type,
        advertiserId,
        subtype: z.literal('first-party'),
        first_party: audienceFields.first_party,
        firstPartySegments: audienceFields.firstPartySegments,
      })
      .refine(sendsFirstPartySegments, FIRST_PARTY_SEGMENTS_MISMATCH),
    z.strictObject({
      name,
      type,
      advertiserId,
      subtype: z.literal('crm'),
      correlation_id: audienceFields.correlation_id,
    }),
    z.strictObject({
      name,
      type,
      advertiserId,
      subtype: z.literal('cdp'),
      cdp_segments: audienceFields.cdp_segments,
    }),
  ],
  subtypeError,
);

/** Body of `createAudience` as sent (`type` may be left out). */
export type CreateAudienceBody = z.input<typeof createAudienceBodySchema>;

/** The audience payload by subtype, with `type` filled in. */
export type AudiencePayload = z.output<typeof createAudienceBodySchema>;

/** The audience form: the same rules as the `createAudience` body. */
export const audiencePayloadSchema = createAudienceBodySchema;

/** Body of `updateAudience`: any audience field, at least one; `first_party` and `firstPartySegments` together. */
export const updateAudienceBodySchema = z
  .strictObject({
    name,
    type: z.literal(1, { error: 'audience.type.invalid' }),
    advertiserId,
    subtype: z.enum(AUDIENCE_SUBTYPES, subtypeError),
    first_party: audienceFields.first_party,
    firstPartySegments: audienceFields.firstPartySegments,
    correlation_id: audienceFields.correlation_id.nullable(),
    cdp_segments: audienceFields.cdp_segments,
  })
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED)
  .refine(sendsFirstPartySegments, FIRST_PARTY_SEGMENTS_MISMATCH);

/** Body of `updateAudience`. */
export type UpdateAudienceBody = z.infer<typeof updateAudienceBodySchema>;

/** Body of `createCrmUpload`: announces a CSV customer list; the answer carries its upload policy. */
export const createCrmUploadBodySchema = z.strictObject({
  filename: requiredText('filename', TEXT_LIMITS.filename),
  content_type: z.literal('text/csv', { error: 'audience.crm_file.type' }).default('text/csv'),
});

/** Body of `createCrmUpload`. */
export type CreateCrmUploadBody = z.input<typeof createCrmUploadBodySchema>;

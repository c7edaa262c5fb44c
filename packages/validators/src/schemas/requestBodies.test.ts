import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { fieldErrors } from '../fieldErrors.ts';
import { isValidationMessageKey } from '../validationMessages.ts';
import { createAdvertiserBodySchema, updateAdvertiserBodySchema } from './advertiser.ts';
import { createAssetBodySchema, normalizeAssetBodySchema, updateAssetBodySchema } from './asset.ts';
import { createAudienceBodySchema, createCrmUploadBodySchema, updateAudienceBodySchema } from './audience.ts';
import {
  createAudioVersionBodySchema,
  regenerateAudioVersionBodySchema,
  suggestScriptBodySchema,
} from './audioVersion.ts';
import { authenticateBodySchema, requestLoginLinkBodySchema } from './auth.ts';
import { updateBillableEventBodySchema } from './billableEvent.ts';
import { createBillingInfoBodySchema, updateBillingInfoBodySchema } from './billingInfo.ts';
import { createCampaignBodySchema, updateCampaignBodySchema } from './campaign.ts';
import { createSandboxCardTokenBodySchema } from './card.ts';
import { createCreativeBodySchema, updateCreativeBodySchema } from './creative.ts';
import { answerGa4ConsentBodySchema, authorizeGa4BodySchema, connectGa4BodySchema } from './ga4.ts';
import {
  createIntegrationBodySchema,
  runDataExportBodySchema,
  updateIntegrationBodySchema,
} from './integration.ts';
import { createOnboardingEventBodySchema } from './onboardingEvent.ts';
import {
  createPaymentMethodBodySchema,
  createPaymentTokenBodySchema,
  updatePaymentMethodBodySchema,
} from './paymentMethod.ts';
import { createPlaylistBodySchema, updatePlaylistBodySchema } from './playlist.ts';
import { updateSpendingLimitsBodySchema } from './spendingLimits.ts';
import { updateTeamMemberBodySchema } from './teamMember.ts';
import { createUserBodySchema, updateCurrentUserBodySchema } from './user.ts';

const ADVERTISER = '3f1c2a9e-7b4d-4e8a-9c21-5d6e7f809a1b';

// Every object body of the contract with a valid example (operationId → schema, body).
const bodies: [string, z.ZodType, Record<string, unknown>][] = [
  ['requestLoginLink', requestLoginLinkBodySchema, { email: 'owner@acme-audio.com' }],
  ['authenticate', authenticateBodySchema, { token: 'tok_123' }],
  ['updateCurrentUser', updateCurrentUserBodySchema, { first_name: 'Olivia' }],
  ['createUser', createUserBodySchema, { email: 'new@acme-audio.com', first_name: 'Nia', last_name: 'New' }],
  [
    'createAdvertiser',
    createAdvertiserBodySchema,
    { name: 'Acme Audio', category: 'technology', url: 'acme-audio.com' },
  ],
  ['updateAdvertiser', updateAdvertiserBodySchema, { url: 'acme-audio.com' }],
  [
    'createPaymentMethod',
    createPaymentMethodBodySchema,
    { payment_method_id: 'pm_1', buyer_id: 'b_1', type: 'card' },
  ],
  ['updatePaymentMethod', updatePaymentMethodBodySchema, { is_default: true }],
  ['createPaymentToken', createPaymentTokenBodySchema, { buyer_id: 'b_1' }],
  [
    'createSandboxCardToken',
    createSandboxCardTokenBodySchema,
    {
      payment_token: 'ptok_1',
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      postal_code: '94105',
      name: 'Olivia Owner',
    },
  ],
  [
    'updateSpendingLimits',
    updateSpendingLimitsBodySchema,
    { monthly_limit: 5000, campaign_caps: [{ campaign_id: ADVERTISER, monthly_cap: 1200 }] },
  ],
  [
    'createBillingInfo',
    createBillingInfoBodySchema,
    {
      company_name: 'Acme Audio Inc.',
      address_line1: '1 Market St',
      city: 'San Francisco',
      postal_code: '94105',
      country: 'US',
      email: 'billing@acme-audio.com',
    },
  ],
  ['updateBillingInfo', updateBillingInfoBodySchema, { city: 'Oakland' }],
  [
    'createAsset',
    createAssetBodySchema,
    { kind: 'uploaded', name: 'Spot', filename: 'spot.mp3', content_type: 'audio/mpeg' },
  ],
  [
    'createAsset',
    createAssetBodySchema,
    { kind: 'generated', name: 'Read', script: 'Hello listeners', voice_id: 'en-us-f1' },
  ],
  ['updateAsset', updateAssetBodySchema, { name: 'Spot 2' }],
  ['normalizeAsset', normalizeAssetBodySchema, { profile: 'spotify' }],
  ['createAudioVersion', createAudioVersionBodySchema, { script: 'Hello listeners', voice_id: 'en-us-f1' }],
  ['regenerateAudioVersion', regenerateAudioVersionBodySchema, { voice_id: 'en-us-m1' }],
  ['suggestScript', suggestScriptBodySchema, { brief: 'Noise-cancelling headphones' }],
  [
    'createAudience',
    createAudienceBodySchema,
    {
      name: 'Visitors',
      subtype: 'first-party',
      advertiserId: ADVERTISER,
      first_party: [{ type: 'url', value: '/pricing' }],
      firstPartySegments: [{ type: 'url', value: '/pricing' }],
    },
  ],
  ['updateAudience', updateAudienceBodySchema, { name: 'Visitors 2' }],
  [
    'createCampaign',
    createCampaignBodySchema,
    {
      name: 'Launch',
      goal: 'brand',
      campaign_type: 2,
      budget: 1000,
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      pacing_type: 1,
      billing_type: 1,
    },
  ],
  ['updateCampaign', updateCampaignBodySchema, { budget: 1200 }],
  [
    'createCreative',
    createCreativeBodySchema,
    { name: 'Creative', audio_filename: 'a.mp3', display_filename: 'banner.PNG' },
  ],
  ['updateCreative', updateCreativeBodySchema, { click_url: 'https://acme-audio.com/offer' }],
  ['createPlaylist', createPlaylistBodySchema, { name: 'News shows', type: 'podcast', tags: ['news'] }],
  ['updatePlaylist', updatePlaylistBodySchema, { inventory_ids: ['pod-1042'] }],
  ['updateTeamMember', updateTeamMemberBodySchema, { user_role: 3 }],
  ['createOnboardingEvent', createOnboardingEventBodySchema, { name: 'snooze' }],
  ['updateBillableEvent', updateBillableEventBodySchema, { billable: true, price: 12.5 }],
  [
    'createIntegration',
    createIntegrationBodySchema,
    { kind: 'webhook', name: 'Orders hook', config: { url: 'x' } },
  ],
  ['updateIntegration', updateIntegrationBodySchema, { status: 'paused' }],
  ['runDataExport', runDataExportBodySchema, { integrationId: ADVERTISER }],
  ['createCrmUpload', createCrmUploadBodySchema, { filename: 'customers.csv' }],
  ['authorizeGa4', authorizeGa4BodySchema, { state: 'f3a9c1d2e4b5' }],
  ['connectGa4', connectGa4BodySchema, { code: 'ga4-code-1', state: 'f3a9c1d2e4b5' }],
  ['answerGa4Consent', answerGa4ConsentBodySchema, { decision: 'approve', measurement_id: 'G-ACME123' }],
];

describe('request bodies', () => {
  it.each(bodies)('%s accepts its example', (_operation, schema, body) => {
    expect(schema.safeParse(body).success).toBe(true);
  });

  it.each(bodies)('%s rejects unknown keys (strict)', (_operation, schema, body) => {
    const result = schema.safeParse({ ...body, isAdmin: true });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toMatchObject({ isAdmin: 'field.unknown' });
  });

  it.each(bodies.filter(([operation]) => operation.startsWith('update')))(
    '%s rejects an empty body',
    (_operation, schema) => {
      const result = schema.safeParse({});
      expect(result.success ? {} : fieldErrors(result.error)).toEqual({ root: 'body.empty' });
    },
  );

  it.each(bodies)(
    '%s reports only message keys of the catalogue, whatever it is given',
    (_operation, schema, body) => {
      const anyField = fc.dictionary(fc.constantFrom(...Object.keys(body), 'extra'), fc.anything());
      fc.assert(
        fc.property(
          fc.oneof(
            anyField,
            anyField.map((changes) => ({ ...body, ...changes })),
          ),
          (input) => {
            const result = schema.safeParse(input);
            if (result.success) return;
            for (const issue of result.error.issues) {
              if (issue.code !== 'unrecognized_keys')
                expect(isValidationMessageKey(issue.message), issue.message).toBe(true);
            }
          },
        ),
        { numRuns: 200 },
      );
    },
  );

  it.each(bodies)('%s caps text length', (_operation, schema, body) => {
    const long = 'x'.repeat(10_001);
    for (const [key, value] of Object.entries(body)) {
      if (typeof value !== 'string') continue;
      const result = schema.safeParse({ ...body, [key]: long });
      expect(result.success, key).toBe(false);
    }
  });
});

const text = (length: number) => 'x'.repeat(length);
const fileNamed = (extension: string) => (length: number) =>
  `${'x'.repeat(length - extension.length)}${extension}`;
const CLICK_URL = 'https://acme-audio.com/';
const clickUrl = (length: number) => `${CLICK_URL}${'x'.repeat(length - CLICK_URL.length)}`;

/** A text field of a request body with the contract's `minLength` (when testable) and `maxLength`. */
type Limit = {
  operation: string;
  schema: z.ZodType;
  body: Record<string, unknown>;
  field: string;
  min?: number;
  max: number;
  value?: (length: number) => string;
};

const uploaded = { kind: 'uploaded', name: 'Spot', filename: 'a.mp3', content_type: 'audio/mpeg' };
const generated = { kind: 'generated', name: 'Read', script: 'Hi', voice_id: 'en-us-f1' };
const creative = { name: 'Spot' };
const ga4 = { code: 'ga4-code-1', state: 'f3a9c1d2e4b5' };

const limits: Limit[] = [
  {
    operation: 'createAsset (uploaded)',
    schema: createAssetBodySchema,
    body: uploaded,
    field: 'name',
    min: 1,
    max: 200,
  },
  {
    operation: 'createAsset (uploaded)',
    schema: createAssetBodySchema,
    body: uploaded,
    field: 'filename',
    min: 1,
    max: 255,
  },
  {
    operation: 'createAsset (generated)',
    schema: createAssetBodySchema,
    body: generated,
    field: 'name',
    min: 1,
    max: 200,
  },
  {
    operation: 'createAsset (generated)',
    schema: createAssetBodySchema,
    body: generated,
    field: 'script',
    min: 1,
    max: 5000,
  },
  {
    operation: 'createAsset (generated)',
    schema: createAssetBodySchema,
    body: generated,
    field: 'voice_id',
    min: 1,
    max: 100,
  },
  { operation: 'updateAsset', schema: updateAssetBodySchema, body: {}, field: 'name', min: 1, max: 200 },
  { operation: 'updateAsset', schema: updateAssetBodySchema, body: {}, field: 'script', min: 1, max: 5000 },
  { operation: 'updateAsset', schema: updateAssetBodySchema, body: {}, field: 'voice_id', min: 1, max: 100 },
  {
    operation: 'createCreative',
    schema: createCreativeBodySchema,
    body: {},
    field: 'name',
    min: 1,
    max: 200,
  },
  {
    operation: 'createCreative',
    schema: createCreativeBodySchema,
    body: creative,
    field: 'audio_filename',
    max: 255,
    value: fileNamed('.mp3'),
  },
  {
    operation: 'createCreative',
    schema: createCreativeBodySchema,
    body: creative,
    field: 'display_filename',
    max: 255,
    value: fileNamed('.png'),
  },
  {
    operation: 'createCreative',
    schema: createCreativeBodySchema,
    body: creative,
    field: 'click_url',
    max: 2048,
    value: clickUrl,
  },
  {
    operation: 'updateCreative',
    schema: updateCreativeBodySchema,
    body: {},
    field: 'name',
    min: 1,
    max: 200,
  },
  {
    operation: 'updateCreative',
    schema: updateCreativeBodySchema,
    body: {},
    field: 'audio_filename',
    max: 255,
    value: fileNamed('.wav'),
  },
  {
    operation: 'updateCreative',
    schema: updateCreativeBodySchema,
    body: {},
    field: 'display_filename',
    max: 255,
    value: fileNamed('.gif'),
  },
  {
    operation: 'updateCreative',
    schema: updateCreativeBodySchema,
    body: {},
    field: 'click_url',
    max: 2048,
    value: clickUrl,
  },
  {
    operation: 'createCrmUpload',
    schema: createCrmUploadBodySchema,
    body: {},
    field: 'filename',
    min: 1,
    max: 255,
  },
  { operation: 'authorizeGa4', schema: authorizeGa4BodySchema, body: {}, field: 'state', min: 8, max: 200 },
  { operation: 'connectGa4', schema: connectGa4BodySchema, body: ga4, field: 'code', min: 1, max: 200 },
  { operation: 'connectGa4', schema: connectGa4BodySchema, body: ga4, field: 'state', min: 8, max: 200 },
  {
    operation: 'answerGa4Consent',
    schema: answerGa4ConsentBodySchema,
    body: { decision: 'deny' },
    field: 'measurement_id',
    max: 30,
  },
];

/** The fields `schema` reports for `body`, or none when it accepts it. */
function refused(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : Object.keys(fieldErrors(result.error));
}

describe('request bodies keep the limits of the contract', () => {
  it.each(limits)(
    '$operation accepts $field up to $max characters',
    ({ schema, body, field, max, value = text }) => {
      expect(refused(schema, { ...body, [field]: value(max) })).toEqual([]);
      expect(refused(schema, { ...body, [field]: value(max + 1) })).toEqual([field]);
    },
  );

  it.each(limits.filter((limit) => limit.min !== undefined))(
    '$operation accepts $field from $min characters',
    ({ schema, body, field, min = 0, value = text }) => {
      expect(refused(schema, { ...body, [field]: value(min) })).toEqual([]);
      expect(refused(schema, { ...body, [field]: value(min - 1) })).toEqual([field]);
    },
  );

  it('createAsset tells an uploaded file from a generated one by kind, which it needs', () => {
    const errors = (body: unknown) => {
      const result = createAssetBodySchema.safeParse(body);
      return result.success ? {} : fieldErrors(result.error);
    };
    const { kind: _kind, ...withoutKind } = uploaded;
    expect(errors(withoutKind)).toEqual({ kind: 'asset.kind.invalid' });
    expect(errors({ ...generated, kind: 'uploaded' })).toMatchObject({
      script: 'field.unknown',
      voice_id: 'field.unknown',
    });
    expect(errors({ ...generated, filename: 'a.mp3' })).toEqual({ filename: 'field.unknown' });
    expect(errors({ ...uploaded, content_type: 'video/mp4' })).toEqual({
      content_type: 'asset.content_type.invalid',
    });
  });

  it('takes GA4 states of visible ASCII only, when authorizing and when connecting', () => {
    for (const [schema, body] of [
      [authorizeGa4BodySchema, {}],
      [connectGa4BodySchema, ga4],
    ] as const) {
      const result = schema.safeParse({ ...body, state: 'has spaces in it' });
      expect(result.success ? {} : fieldErrors(result.error)).toEqual({ state: 'ga4.state.invalid' });
    }
  });
});

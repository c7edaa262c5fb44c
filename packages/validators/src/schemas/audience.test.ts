import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../fieldErrors.ts';
import {
  audiencePayloadSchema,
  type FirstPartyRule,
  firstPartySegments,
  updateAudienceBodySchema,
} from './audience.ts';

const advertiserId = '3f1c2a9e-7b4d-4e8a-9c21-5d6e7f809a1b';
const errorsOf = (value: unknown) => {
  const result = audiencePayloadSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('audience payload by subtype (spec §3)', () => {
  it('accepts a first-party audience with url and event rules and sets type 1', () => {
    const rules = [
      { type: 'url', value: '/pricing' },
      { type: 'event', value: 'signup' },
    ] as const;
    const audience = audiencePayloadSchema.parse({
      name: 'Pricing visitors',
      subtype: 'first-party',
      advertiserId,
      first_party: rules,
      firstPartySegments: rules,
    });
    expect(audience).toMatchObject({ type: 1, subtype: 'first-party', firstPartySegments: rules });
  });

  it('sends the url and event rules of a first-party audience again as firstPartySegments', () => {
    const rules: FirstPartyRule[] = [
      { type: 'onboarding', value: 'pixel' },
      { type: 'event', value: 'signup' },
      { type: 'url', value: '/pricing' },
    ];
    expect(firstPartySegments(rules)).toEqual([
      { type: 'event', value: 'signup' },
      { type: 'url', value: '/pricing' },
    ]);
    const body = { name: 'A', subtype: 'first-party', advertiserId, first_party: rules };
    expect(errorsOf({ ...body, firstPartySegments: firstPartySegments(rules) })).toEqual({});
    expect(errorsOf({ ...body, firstPartySegments: [{ type: 'onboarding', value: 'pixel' }] })).toEqual({
      'firstPartySegments.0.type': 'audience.rule.type.invalid',
    });
  });

  it('refuses firstPartySegments that are left out or differ from the rules', () => {
    const body = {
      name: 'A',
      subtype: 'first-party',
      advertiserId,
      first_party: [{ type: 'url', value: '/a' }],
    };
    const mismatch = { firstPartySegments: 'audience.firstPartySegments.mismatch' };
    expect(errorsOf(body)).toEqual(mismatch);
    expect(errorsOf({ ...body, firstPartySegments: [] })).toEqual(mismatch);
    expect(errorsOf({ ...body, firstPartySegments: [{ type: 'url', value: '/b' }] })).toEqual(mismatch);
    expect(
      errorsOf({
        ...body,
        firstPartySegments: [
          { type: 'url', value: '/a' },
          { type: 'url', value: '/a' },
        ],
      }),
    ).toEqual(mismatch);
  });

  it('accepts a CRM audience with the correlation id of its upload', () => {
    expect(
      audiencePayloadSchema.parse({
        name: 'Customers',
        type: 1,
        subtype: 'crm',
        advertiserId,
        correlation_id: 'up_42',
      }),
    ).toEqual({ name: 'Customers', type: 1, subtype: 'crm', advertiserId, correlation_id: 'up_42' });
  });

  it('accepts a CDP audience with its segments', () => {
    expect(
      audiencePayloadSchema.safeParse({
        name: 'Lookalikes',
        subtype: 'cdp',
        advertiserId,
        cdp_segments: ['seg_1'],
      }).success,
    ).toBe(true);
  });

  it('requires the data of its own subtype', () => {
    expect(
      errorsOf({ name: 'A', subtype: 'first-party', advertiserId, first_party: [], firstPartySegments: [] }),
    ).toEqual({
      first_party: 'audience.first_party.required',
    });
    expect(errorsOf({ name: 'A', subtype: 'crm', advertiserId })).toEqual({
      correlation_id: 'audience.correlation_id.required',
    });
    expect(errorsOf({ name: 'A', subtype: 'cdp', advertiserId, cdp_segments: [] })).toEqual({
      cdp_segments: 'audience.cdp_segments.required',
    });
  });

  it('refuses the fields of another subtype', () => {
    expect(
      errorsOf({ name: 'A', subtype: 'crm', advertiserId, correlation_id: 'up_1', cdp_segments: ['s'] }),
    ).toEqual({
      cdp_segments: 'field.unknown',
    });
  });

  it('refuses an unknown subtype, a type other than 1 and a bad advertiser id', () => {
    expect(errorsOf({ name: 'A', subtype: 'lookalike', advertiserId })).toEqual({
      subtype: 'audience.subtype.invalid',
    });
    expect(errorsOf({ name: 'A', type: 2, subtype: 'crm', advertiserId, correlation_id: 'x' })).toEqual({
      type: 'audience.type.invalid',
    });
    expect(errorsOf({ name: 'A', subtype: 'crm', advertiserId: 'acme', correlation_id: 'x' })).toEqual({
      advertiserId: 'advertiser_id.invalid',
    });
  });

  it('checks each first-party rule', () => {
    expect(
      errorsOf({
        name: 'A',
        subtype: 'first-party',
        advertiserId,
        first_party: [{ type: 'cookie', value: '' }, 'x'],
        firstPartySegments: [],
      }),
    ).toEqual({
      'first_party.0.type': 'audience.rule.type.invalid',
      'first_party.0.value': 'audience.rule.value.required',
      'first_party.1': 'audience.rule.invalid',
    });
  });

  it('lets an update change one field, with type still 1', () => {
    expect(updateAudienceBodySchema.parse({ name: 'Renamed' })).toEqual({ name: 'Renamed' });
    expect(updateAudienceBodySchema.safeParse({ type: 2 }).success).toBe(false);
  });

  it('lets an update change the rules only together with their firstPartySegments', () => {
    const first_party = [{ type: 'event', value: 'purchase' }] as const;
    expect(updateAudienceBodySchema.safeParse({ first_party, firstPartySegments: first_party }).success).toBe(
      true,
    );
    const mismatch = { firstPartySegments: 'audience.firstPartySegments.mismatch' };
    const errorsOfUpdate = (value: unknown) => {
      const result = updateAudienceBodySchema.safeParse(value);
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(errorsOfUpdate({ first_party })).toEqual(mismatch);
    expect(errorsOfUpdate({ firstPartySegments: first_party })).toEqual(mismatch);
  });
});

import { describe, expect, it } from 'vitest';
import { httpErrorFromDatabase } from '../src/http/databaseErrors.ts';
import { HttpError } from '../src/http/errors.ts';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../src/http/jsonDepth.ts';
import { parseUuid } from '../src/http/validate.ts';

describe('error bodies', () => {
  it('carry Message, type and a default code per status', () => {
    expect(new HttpError(404, 'Advertiser not found').toBody()).toEqual({
      Message: 'Advertiser not found',
      type: 'error',
      code: 'not_found',
    });
    const forbidden = new HttpError(403, 'Your role on this advertiser is view-only', {
      hardRefresh: false,
      showToast: false,
    });
    expect(forbidden.toBody()).toEqual({
      Message: 'Your role on this advertiser is view-only',
      type: 'error',
      code: 'forbidden',
      hardRefresh: false,
      showToast: false,
    });
    const invalid = new HttpError(422, 'Check the field name', {
      fields: { name: 'advertiser.name.required' },
    });
    expect(invalid.toBody()).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'advertiser.name.required' },
    });
  });

  it('turn client-caused database errors into 4xx and leave the rest to the 500 handler', () => {
    expect(httpErrorFromDatabase({ code: '23505' })?.status).toBe(409);
    expect(httpErrorFromDatabase({ code: '22P02' })?.status).toBe(400);
    expect(httpErrorFromDatabase({ code: '23514' })?.status).toBe(422);
    expect(httpErrorFromDatabase({ code: '53300' })).toBeNull();
    expect(httpErrorFromDatabase(new Error('boom'))).toBeNull();
    expect(httpErrorFromDatabase(null)).toBeNull();
  });

  it('name the parameter that is not a uuid', () => {
    expect(parseUuid('5B0C1F2E-8A4D-4C3B-9E71-0A1B2C3D4E01', 'advertiser id')).toBe(
      '5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e01',
    );
    expect(() => parseUuid("' OR 1=1 --", 'playlist id')).toThrow('playlist id must be a uuid');
    expect(() => parseUuid(undefined, 'asset uuid')).toThrow('asset uuid must be a uuid');
  });
});

describe('the JSON depth check', () => {
  const nested = (depth: number) => `${'[{"a":'.repeat(depth / 2)}1${'}]'.repeat(depth / 2)}`;

  it('counts arrays and objects, allowing exactly the limit', () => {
    expect(MAX_JSON_DEPTH).toBe(32);
    expect(exceedsJsonDepth(nested(32))).toBe(false);
    expect(exceedsJsonDepth(nested(34))).toBe(true);
    expect(exceedsJsonDepth('[[[]]]', 2)).toBe(true);
    expect(exceedsJsonDepth('[[],[],[[]]]', 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(JSON.stringify({ text: '[[[[{{{{'.repeat(20) }))).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ text: `say \\"[[[[" and \\\\${'['.repeat(50)}` }))).toBe(false);
    expect(exceedsJsonDepth(`["\\\\",${'['.repeat(40)}`)).toBe(true);
  });

  it('scans a million levels without overflowing the stack', () => {
    expect(exceedsJsonDepth('['.repeat(1_000_000))).toBe(true);
  });
});

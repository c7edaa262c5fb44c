import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fieldErrors, ROOT_ERROR_PATH } from './fieldErrors.ts';
import { isValidationMessageKey, validationMessages } from './validationMessages.ts';

describe('fieldErrors', () => {
  it('maps dotted paths to message keys, first problem per field', () => {
    const schema = z.strictObject({
      geo: z.strictObject({ zip_codes: z.array(z.string().length(5, { error: 'zip_code.invalid' })) }),
      email: z.string().min(1, { error: 'email.required' }).email({ error: 'email.invalid' }),
    });
    const result = schema.safeParse({ geo: { zip_codes: ['1'] }, email: '' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      'geo.zip_codes.0': 'zip_code.invalid',
      email: 'email.required',
    });
  });

  it('reports each unknown key under its own path, even odd ones', () => {
    const result = z
      .strictObject({ a: z.string() })
      .safeParse(JSON.parse('{"a":"x","__proto__":1,"constructor":2}'));
    const errors = result.success ? {} : fieldErrors(result.error);
    expect(Object.hasOwn(errors, '__proto__')).toBe(true);
    expect(errors.constructor).toBe('field.unknown');
  });

  it('falls back to generic keys for messages that are not keys', () => {
    const result = z.object({ a: z.string(), b: z.number().int() }).safeParse({ b: 1.5 });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      a: 'field.required',
      b: 'field.invalid',
    });
    const root = z.object({}).safeParse('text');
    expect(root.success ? {} : fieldErrors(root.error)).toEqual({ [ROOT_ERROR_PATH]: 'body.invalid' });
  });
});

describe('validationMessages', () => {
  it('has English text for every key, naming no placeholder that is never filled', () => {
    for (const [key, text] of Object.entries(validationMessages)) {
      expect(text.trim().length, key).toBeGreaterThan(0);
      expect(isValidationMessageKey(key)).toBe(true);
    }
    expect(isValidationMessageKey('toString')).toBe(false);
  });
});

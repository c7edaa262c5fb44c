import { describe, expectTypeOf, it } from 'vitest';
import { isDomain } from './isDomain.ts';
import { isEmail } from './isEmail.ts';
import { isProtocol } from './isProtocol.ts';
import { isUrl } from './isUrl.ts';
import { isUuid } from './isUuid.ts';
import { isZipCode } from './isZipCode.ts';
import { type PixelUrlProblemCode, validatePixelUrl } from './pixelUrl.ts';

describe('rule signatures (issue: each `(value: string) => boolean`)', () => {
  it('are string predicates', () => {
    for (const rule of [isZipCode, isUrl, isDomain, isProtocol, isEmail, isUuid]) {
      expectTypeOf(rule).toEqualTypeOf<(value: string) => boolean>();
    }
  });

  it('returns coded pixel URL problems', () => {
    expectTypeOf(validatePixelUrl).returns.toEqualTypeOf<{
      valid: boolean;
      problems: { code: PixelUrlProblemCode; message: string }[];
    }>();
    expectTypeOf<'pixel.double_underscore'>().toExtend<PixelUrlProblemCode>();
  });
});

import type { RudderAnalytics } from '@rudderstack/analytics-js';
import { describe, expectTypeOf, it } from 'vitest';
import type { AnalyticsSdk } from '../src/index.ts';

describe('analytics SDK seam', () => {
  it('is satisfied by the real RudderStack SDK', () => {
    expectTypeOf<RudderAnalytics extends AnalyticsSdk ? true : false>().toEqualTypeOf<true>();
  });
});

import type { ApiObject, LoadOptions, RudderAnalytics } from '@rudderstack/analytics-js';
import { describe, expectTypeOf, it } from 'vitest';
import type { AnalyticsProperties, AnalyticsSdk, RudderStackLoadOptions } from '../src/index.ts';

describe('analytics SDK seam', () => {
  it('is satisfied by the real RudderStack SDK', () => {
    expectTypeOf<RudderAnalytics extends AnalyticsSdk ? true : false>().toEqualTypeOf<true>();
  });

  it('takes what the SDK takes as properties and traits', () => {
    expectTypeOf<AnalyticsProperties>().toEqualTypeOf<ApiObject>();
  });

  it('builds load options the SDK accepts', () => {
    expectTypeOf<RudderStackLoadOptions>().toExtend<LoadOptions>();
  });
});

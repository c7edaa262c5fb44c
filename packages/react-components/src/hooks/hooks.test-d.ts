import type { ApiError, listCampaignsQuery, Schema } from '@earshot/sdk-core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import type { useCampaign } from './useCampaign.ts';
import type { useCampaigns } from './useCampaigns.ts';
import type { useDeleteCampaign } from './useDeleteCampaign.ts';
import type { QueryData } from './usePlatformQuery.ts';

describe('resource hook types', () => {
  it("carry sdk-core's data type and ApiError", () => {
    expectTypeOf<ReturnType<typeof useCampaigns>>().toEqualTypeOf<
      UseQueryResult<QueryData<typeof listCampaignsQuery>, ApiError>
    >();
    expectTypeOf<NonNullable<ReturnType<typeof useCampaign>['data']>>().toExtend<Schema<'Campaign'>>();
  });

  it('accept a missing advertiser while it loads', () => {
    expectTypeOf<typeof useCampaigns>().parameter(0).toEqualTypeOf<string | null | undefined>();
  });

  it("type a mutation's variables", () => {
    expectTypeOf<ReturnType<typeof useDeleteCampaign>>().toExtend<
      UseMutationResult<unknown, ApiError, { advertiserId: string; campaignId: string }>
    >();
  });
});

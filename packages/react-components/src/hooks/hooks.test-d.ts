import type { ApiError, getPixelQuery, listCampaignsQuery, Schema } from '@earshot/sdk-core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import type { useBillingInfo } from './useBillingInfo.ts';
import type { useCampaign } from './useCampaign.ts';
import type { useCampaigns } from './useCampaigns.ts';
import type { useDataExportRun } from './useDataExportRun.ts';
import type { useDeleteCampaign } from './useDeleteCampaign.ts';
import type { usePixel } from './usePixel.ts';
import type { QueryData } from './usePlatformQuery.ts';

describe('resource hook types', () => {
  it("carry sdk-core's data type and ApiError", () => {
    expectTypeOf<ReturnType<typeof useCampaigns>>().toEqualTypeOf<
      UseQueryResult<QueryData<typeof listCampaignsQuery>, ApiError>
    >();
    expectTypeOf<NonNullable<ReturnType<typeof useCampaign>['data']>>().toExtend<Schema<'Campaign'>>();
    expectTypeOf<ReturnType<typeof usePixel>>().toEqualTypeOf<
      UseQueryResult<QueryData<typeof getPixelQuery>, ApiError>
    >();
    expectTypeOf<NonNullable<ReturnType<typeof usePixel>['data']>>().toExtend<Schema<'PixelSettings'>>();
    expectTypeOf<NonNullable<ReturnType<typeof useDataExportRun>['data']>>().toExtend<
      Schema<'DataExportRun'>
    >();
  });

  it('give null billing information for an advertiser with none saved', () => {
    type BillingInfoData = ReturnType<typeof useBillingInfo>['data'];
    expectTypeOf<null>().toExtend<BillingInfoData>();
    expectTypeOf<NonNullable<BillingInfoData>>().toExtend<Schema<'BillingInfo'>>();
  });

  it('accept a missing advertiser while it loads', () => {
    expectTypeOf<typeof useCampaigns>().parameter(0).toEqualTypeOf<string | null | undefined>();
    expectTypeOf<typeof usePixel>().parameter(0).toEqualTypeOf<string | null | undefined>();
    expectTypeOf<typeof useDataExportRun>().parameter(1).toEqualTypeOf<string | null | undefined>();
  });

  it("type a mutation's variables", () => {
    expectTypeOf<ReturnType<typeof useDeleteCampaign>>().toExtend<
      UseMutationResult<unknown, ApiError, { advertiserId: string; campaignId: string }>
    >();
  });
});

import type {
  ApiError,
  createAssetMutation,
  DashboardName,
  downloadReportQuery,
  getPixelQuery,
  listCampaignsQuery,
  listReportsQuery,
  Schema,
} from '@earshot/sdk-core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import type { useAsset, useAudioVersion, useCreateAsset } from './resources/assets.ts';
import type { useAudience, useAudienceSegments } from './resources/audiences.ts';
import type { useBillingInfo } from './resources/billing.ts';
import type { useCampaign, useCampaigns, useDeleteCampaign } from './resources/campaigns.ts';
import type { useCreative } from './resources/creatives.ts';
import type { useDownloadExport, useEventsByName } from './resources/events.ts';
import type { useDataExportRun, useIntegration, useIntegrations } from './resources/integrations.ts';
import type { useMetricsReport } from './resources/metrics.ts';
import type { usePixel } from './resources/pixel.ts';
import type { usePlaylist } from './resources/playlists.ts';
import type { useDownloadReport, useReports } from './resources/reports.ts';
import type { useSearchUsers } from './resources/users.ts';
import type { MutationData, MutationVariables, PlatformMutationHookOptions } from './usePlatformMutation.ts';
import type { PlatformQueryHookOptions, QueryData } from './usePlatformQuery.ts';

/** The parameter at `Index` of each of the hooks. */
type ParameterOf<Hooks extends unknown[], Index extends number> = {
  [K in keyof Hooks]: Hooks[K] extends (...args: infer Params) => unknown ? Params[Index] : never;
};

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

  it('accept every item they name missing while it loads, as well as the advertiser', () => {
    type Loading = string | null | undefined;
    expectTypeOf<
      ParameterOf<
        [
          typeof useAsset,
          typeof useAudience,
          typeof useAudienceSegments,
          typeof useAudioVersion,
          typeof useCreative,
          typeof usePlaylist,
          typeof useIntegration,
          typeof useEventsByName,
        ],
        1
      >
    >().toEqualTypeOf<[Loading, Loading, Loading, Loading, Loading, Loading, Loading, Loading]>();
    expectTypeOf<
      ParameterOf<
        [typeof useIntegrations, typeof useIntegration, typeof useSearchUsers, typeof useDownloadExport],
        0
      >
    >().toEqualTypeOf<[Loading, Loading, Loading, Loading]>();
    expectTypeOf<typeof useMetricsReport>().parameter(1).toEqualTypeOf<DashboardName | null | undefined>();
  });

  it('take the query-string object of the factory, then the options', () => {
    expectTypeOf<Parameters<typeof useReports>>().toEqualTypeOf<
      [
        advertiserId: string | null | undefined,
        params?: Parameters<typeof listReportsQuery>[2],
        options?: PlatformQueryHookOptions<QueryData<typeof listReportsQuery>>,
      ]
    >();
    expectTypeOf<Parameters<typeof useDownloadReport>>().toEqualTypeOf<
      [
        advertiserId: string | null | undefined,
        params: Parameters<typeof downloadReportQuery>[2],
        options?: PlatformQueryHookOptions<QueryData<typeof downloadReportQuery>>,
      ]
    >();
  });

  it("type a mutation's variables", () => {
    expectTypeOf<Parameters<typeof useCreateAsset>>().toEqualTypeOf<
      [
        options?: PlatformMutationHookOptions<
          MutationData<typeof createAssetMutation>,
          MutationVariables<typeof createAssetMutation>
        >,
      ]
    >();
    expectTypeOf<ReturnType<typeof useDeleteCampaign>>().toExtend<
      UseMutationResult<unknown, ApiError, { advertiserId: string; campaignId: string }>
    >();
  });
});

import { QueryClient } from '@tanstack/query-core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type ApiError,
  changeCampaignStatusMutation,
  type components,
  createMemoryTokenStore,
  createPlatformClient,
  type DashboardName,
  deleteCreativeMutation,
  downloadReportQuery,
  getCreativeQuery,
  getMetricsReportQuery,
  getPlaylistQuery,
  listAudioVersionsQuery,
  listCampaignsQuery,
  type NavigationDecision,
  type PlatformClient,
  type PlatformQueryOptions,
  type QueryParams,
  runDataExportMutation,
  updateCreativeMutation,
  updatePlaylistMutation,
  updateTeamMemberMutation,
} from '../src/index.ts';

const client = createPlatformClient({
  baseUrl: 'http://localhost:8787/v1',
  tokenStore: createMemoryTokenStore(),
});
const queryClient = new QueryClient();

describe('factory types', () => {
  it('tag query keys with the data type', () => {
    const campaigns = queryClient.getQueryData(listCampaignsQuery(client, 'a').queryKey);
    expectTypeOf(campaigns).toEqualTypeOf<components['schemas']['Campaign'][] | undefined>();
    const playlist = queryClient.getQueryData(getPlaylistQuery(client, 'a', 'p').queryKey);
    expectTypeOf(playlist).toMatchTypeOf<components['schemas']['Playlist'] | undefined>();
  });

  it('type mutation variables from the contract and errors as ApiError', () => {
    const options = updatePlaylistMutation(client, queryClient);
    expectTypeOf(options.mutationFn).parameter(0).toMatchTypeOf<{
      advertiserId: string;
      playlistId: string;
      body: components['schemas']['PlaylistUpdate'];
    }>();
    expectTypeOf(options.onError).parameter(0).toEqualTypeOf<ApiError>();
  });

  it('take a campaign status change as one of the four actions and answer the campaign', () => {
    const options = changeCampaignStatusMutation(client, queryClient);
    expectTypeOf(options.mutationFn).parameter(0).toMatchTypeOf<{
      advertiserId: string;
      campaignId: string;
      body: { action: 'launch' | 'pause' | 'resume' | 'end' };
    }>();
    expectTypeOf(options.mutationFn).returns.resolves.toMatchTypeOf<components['schemas']['Campaign']>();
  });

  it('answer a creative update with its upload policies', () => {
    const options = updateCreativeMutation(client, queryClient);
    expectTypeOf(options.mutationFn).returns.resolves.toMatchTypeOf<{
      creative: components['schemas']['Creative'];
      s3_data: components['schemas']['S3Data'] | null;
      s3_displayad: components['schemas']['S3Data'] | null;
    }>();
  });

  it('make navigation decisions a closed union', () => {
    expectTypeOf<NavigationDecision['kind']>().toEqualTypeOf<
      'pass' | 'load-advertisers' | 'fetch-as-admin' | 'catch-all' | 'redirect'
    >();
  });

  it('derive the same signatures from the table of operations as the factories written one by one', () => {
    expectTypeOf(getCreativeQuery).parameters.toEqualTypeOf<
      [PlatformClient, string | null | undefined, string | null | undefined]
    >();
    const creative = getCreativeQuery(client, 'a', 'c');
    expectTypeOf(queryClient.getQueryData(creative.queryKey)).toMatchTypeOf<
      components['schemas']['Creative'] | undefined
    >();
    expectTypeOf(creative.queryKey).toMatchTypeOf<
      readonly ['earshot', string, string, 'detail', string | number]
    >();
    expectTypeOf(getMetricsReportQuery).parameter(2).toEqualTypeOf<DashboardName | null | undefined>();
    expectTypeOf(listAudioVersionsQuery).parameters.toEqualTypeOf<
      [PlatformClient, string | null | undefined, QueryParams<'listAudioVersions'>?]
    >();
    expectTypeOf(downloadReportQuery).parameters.toEqualTypeOf<
      [PlatformClient, string | null | undefined, QueryParams<'downloadReport'>]
    >();
    expectTypeOf(downloadReportQuery).returns.toMatchTypeOf<
      PlatformQueryOptions<string, readonly ['earshot', string, string, 'list', object]>
    >();
    expectTypeOf(downloadReportQuery)
      .returns.toHaveProperty('queryFn')
      .returns.resolves.toEqualTypeOf<string>();
    expectTypeOf(updateTeamMemberMutation(client, queryClient).mutationFn).parameter(0).toEqualTypeOf<{
      advertiserId: string;
      memberId: string;
      body: components['schemas']['TeamMemberUpdate'];
    }>();
    expectTypeOf(deleteCreativeMutation(client, queryClient).mutationFn)
      .parameter(0)
      .toEqualTypeOf<{ advertiserId: string; creativeId: string }>();
    expectTypeOf(runDataExportMutation(client, queryClient).mutationFn).parameter(0).toEqualTypeOf<{
      advertiserId: string;
      body?: components['schemas']['DataExportRunRequest'];
    }>();
  });
});

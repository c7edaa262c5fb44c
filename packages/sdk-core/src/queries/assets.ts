import type { QueryClient } from '@tanstack/query-core';
import {
  advertiserMutation,
  advertiserQuery,
  itemQuery,
  type PlatformClient,
  type QueryParams,
  required,
  type Schema,
  unwrap,
} from './core.ts';

const ASSETS = 'assets';
const VERSIONS = 'audio-versions';
const ASSET_REQUIRED = 'Missing required parameter asset uuid';
const VERSION_REQUIRED = 'Missing required parameter audio version external id';

/** GET /companies/{id}/assets/audio/voices (listVoices); the client retries it on failure (spec §7). */
export function listVoicesQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  return {
    ...advertiserQuery(advertiserId, 'voices', {}, (id, signal) =>
      unwrap(client.GET('/companies/{id}/assets/audio/voices', { params: { path: { id } }, signal })),
    ),
    // The client already retries with the spec's backoff; a second retry layer would multiply attempts.
    retry: false,
  };
}

/** GET /companies/{id}/assets/audio/version (listAudioVersions). */
export function listAudioVersionsQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  params: QueryParams<'listAudioVersions'> = {},
) {
  return advertiserQuery(advertiserId, VERSIONS, params, (id, signal) =>
    unwrap(
      client.GET('/companies/{id}/assets/audio/version', { params: { path: { id }, query: params }, signal }),
    ),
  );
}

/** GET /companies/{id}/assets/audio/version/{externalId} (getAudioVersion). */
export function getAudioVersionQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  externalId: string | null | undefined,
) {
  return itemQuery(advertiserId, VERSIONS, externalId, VERSION_REQUIRED, (id, externalId, signal) =>
    unwrap(
      client.GET('/companies/{id}/assets/audio/version/{externalId}', {
        params: { path: { id, externalId } },
        signal,
      }),
    ),
  );
}

/** POST /companies/{id}/assets/audio/version (createAudioVersion): generates audio from a script. */
export function createAudioVersionMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createAudioVersion',
    [VERSIONS],
    ({ body }: { advertiserId: string; body: Schema<'AudioVersionCreate'> }, id) =>
      unwrap(client.POST('/companies/{id}/assets/audio/version', { params: { path: { id } }, body })),
  );
}

/** POST /companies/{id}/assets/audio/version/{externalId} (regenerateAudioVersion). */
export function regenerateAudioVersionMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'regenerateAudioVersion',
    [VERSIONS],
    (
      {
        externalId,
        body,
      }: { advertiserId: string; externalId: string; body: Schema<'AudioVersionRegenerate'> },
      id,
    ) =>
      unwrap(
        client.POST('/companies/{id}/assets/audio/version/{externalId}', {
          params: { path: { id, externalId: required(externalId, VERSION_REQUIRED) } },
          body,
        }),
      ),
  );
}

/** POST /companies/{id}/assets/audio/suggestion (suggestScript): script suggestions; changes nothing. */
export function suggestScriptMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'suggestScript',
    [],
    ({ body }: { advertiserId: string; body: Schema<'ScriptSuggestionRequest'> }, id) =>
      unwrap(client.POST('/companies/{id}/assets/audio/suggestion', { params: { path: { id } }, body })),
  );
}

/** GET /companies/{id}/assets (listAssets). */
export function listAssetsQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  return advertiserQuery(advertiserId, ASSETS, {}, (id, signal) =>
    unwrap(client.GET('/companies/{id}/assets', { params: { path: { id } }, signal })),
  );
}

/** GET /companies/{id}/assets/{uuid} (getAsset). */
export function getAssetQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  assetUuid: string | null | undefined,
) {
  return itemQuery(advertiserId, ASSETS, assetUuid, ASSET_REQUIRED, (id, uuid, signal) =>
    unwrap(client.GET('/companies/{id}/assets/{uuid}', { params: { path: { id, uuid } }, signal })),
  );
}

/** POST /companies/{id}/assets (createAsset): answers the asset and the `s3_data` to upload its file. */
export function createAssetMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createAsset',
    [ASSETS],
    ({ body }: { advertiserId: string; body: Schema<'AssetCreate'> }, id) =>
      unwrap(client.POST('/companies/{id}/assets', { params: { path: { id } }, body })),
  );
}

/** PATCH /companies/{id}/assets/{uuid} (updateAsset). */
export function updateAssetMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'updateAsset',
    [ASSETS],
    ({ uuid, body }: { advertiserId: string; uuid: string; body: Schema<'AssetUpdate'> }, id) =>
      unwrap(
        client.PATCH('/companies/{id}/assets/{uuid}', {
          params: { path: { id, uuid: required(uuid, ASSET_REQUIRED) } },
          body,
        }),
      ),
  );
}

/** DELETE /companies/{id}/assets/{uuid} (deleteAsset). */
export function deleteAssetMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'deleteAsset',
    [ASSETS],
    ({ uuid }: { advertiserId: string; uuid: string }, id) =>
      unwrap(
        client.DELETE('/companies/{id}/assets/{uuid}', {
          params: { path: { id, uuid: required(uuid, ASSET_REQUIRED) } },
        }),
      ),
  );
}

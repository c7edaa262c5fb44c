import { type PlatformClient, withQueryOptions } from './core.ts';
import { itemQuery, listQuery, paramsQuery, writeMutation } from './operationFactories.ts';

const ASSET = { variable: 'uuid', missing: 'Missing required parameter asset uuid' } as const;

/** GET /companies/{id}/assets (listAssets). */
export const listAssetsQuery = listQuery('listAssets', '/companies/{id}/assets', 'assets');

/** GET /companies/{id}/assets/{uuid} (getAsset). */
export const getAssetQuery = itemQuery('getAsset', '/companies/{id}/assets/{uuid}', {
  resource: 'assets',
  param: 'uuid',
  missing: 'Missing required parameter asset uuid',
});

const listVoices = listQuery('listVoices', '/companies/{id}/assets/audio/voices', 'voices');

/** GET /companies/{id}/assets/audio/voices (listVoices); the client retries it on failure (spec §7). */
export const listVoicesQuery = (client: PlatformClient, advertiserId: string | null | undefined) =>
  withQueryOptions(listVoices(client, advertiserId), {
    // The client already retries with the spec's backoff; a second retry layer would multiply attempts.
    // Typed boolean, not false, so a caller may still turn retries on.
    retry: false as boolean,
  });

/** GET /companies/{id}/assets/audio/version (listAudioVersions). */
export const listAudioVersionsQuery = paramsQuery(
  'listAudioVersions',
  '/companies/{id}/assets/audio/version',
  'audio-versions',
);

/** GET /companies/{id}/assets/audio/version/{externalId} (getAudioVersion). */
export const getAudioVersionQuery = itemQuery(
  'getAudioVersion',
  '/companies/{id}/assets/audio/version/{externalId}',
  {
    resource: 'audio-versions',
    param: 'externalId',
    missing: 'Missing required parameter audio version external id',
  },
);

/** POST /companies/{id}/assets (createAsset): answers the asset and the `s3_data` to upload its file. */
export const createAssetMutation = writeMutation('createAsset', 'post', '/companies/{id}/assets', {
  invalidates: ['assets'],
});

/** PATCH /companies/{id}/assets/{uuid} (updateAsset). */
export const updateAssetMutation = writeMutation('updateAsset', 'patch', '/companies/{id}/assets/{uuid}', {
  invalidates: ['assets'],
  item: ASSET,
});

/** DELETE /companies/{id}/assets/{uuid} (deleteAsset). */
export const deleteAssetMutation = writeMutation('deleteAsset', 'delete', '/companies/{id}/assets/{uuid}', {
  invalidates: ['assets'],
  item: ASSET,
});

/**
 * POST /companies/{id}/assets/{uuid}/normalize (normalizeAsset): answers a new asset, the original's
 * audio brought to the `profile`'s loudness and true-peak ceiling, with its `preflight` against it.
 */
export const normalizeAssetMutation = writeMutation(
  'normalizeAsset',
  'post',
  '/companies/{id}/assets/{uuid}/normalize',
  { invalidates: ['assets'], item: ASSET },
);

/** POST /companies/{id}/assets/audio/version (createAudioVersion): generates audio from a script. */
export const createAudioVersionMutation = writeMutation(
  'createAudioVersion',
  'post',
  '/companies/{id}/assets/audio/version',
  { invalidates: ['audio-versions'] },
);

/** POST /companies/{id}/assets/audio/version/{externalId} (regenerateAudioVersion). */
export const regenerateAudioVersionMutation = writeMutation(
  'regenerateAudioVersion',
  'post',
  '/companies/{id}/assets/audio/version/{externalId}',
  {
    invalidates: ['audio-versions'],
    item: { variable: 'externalId', missing: 'Missing required parameter audio version external id' },
  },
);

/** POST /companies/{id}/assets/audio/suggestion (suggestScript): script suggestions; changes nothing. */
export const suggestScriptMutation = writeMutation(
  'suggestScript',
  'post',
  '/companies/{id}/assets/audio/suggestion',
  { invalidates: [] },
);

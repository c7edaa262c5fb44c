import {
  createAssetMutation,
  createAudioVersionMutation,
  deleteAssetMutation,
  getAssetQuery,
  getAudioVersionQuery,
  listAssetsQuery,
  listAudioVersionsQuery,
  listVoicesQuery,
  normalizeAssetMutation,
  regenerateAudioVersionMutation,
  suggestScriptMutation,
  updateAssetMutation,
} from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { paramsQueryHook, queryHook } from '../queryHook.ts';

/** GET /companies/{id}/assets (listAssets). Waits, disabled, until advertiserId is given. */
export const useAssets = queryHook(listAssetsQuery);
/** GET /companies/{id}/assets/{uuid} (getAsset). Waits, disabled, until advertiserId and assetUuid are given. */
export const useAsset = queryHook<typeof getAssetQuery, [advertiserId: unknown, assetUuid: unknown]>(
  getAssetQuery,
);
/** GET /companies/{id}/assets/audio/voices (listVoices); the client retries it on failure (spec §7). Waits, disabled, until advertiserId is given. */
export const useVoices = queryHook(listVoicesQuery);
/** GET /companies/{id}/assets/audio/version (listAudioVersions). Waits, disabled, until advertiserId is given. */
export const useAudioVersions = paramsQueryHook(listAudioVersionsQuery);
/** GET /companies/{id}/assets/audio/version/{externalId} (getAudioVersion). Waits, disabled, until advertiserId and externalId are given. */
export const useAudioVersion = queryHook<
  typeof getAudioVersionQuery,
  [advertiserId: unknown, externalId: unknown]
>(getAudioVersionQuery);
/** POST /companies/{id}/assets (createAsset): answers the asset and the `s3_data` to upload its file. */
export const useCreateAsset = mutationHook(createAssetMutation);
/** PATCH /companies/{id}/assets/{uuid} (updateAsset). */
export const useUpdateAsset = mutationHook(updateAssetMutation);
/** DELETE /companies/{id}/assets/{uuid} (deleteAsset). */
export const useDeleteAsset = mutationHook(deleteAssetMutation);
/** POST /companies/{id}/assets/{uuid}/normalize (normalizeAsset): answers the loudness-normalized copy, a new asset. */
export const useNormalizeAsset = mutationHook(normalizeAssetMutation);
/** POST /companies/{id}/assets/audio/version (createAudioVersion): generates audio from a script. */
export const useCreateAudioVersion = mutationHook(createAudioVersionMutation);
/** POST /companies/{id}/assets/audio/version/{externalId} (regenerateAudioVersion). */
export const useRegenerateAudioVersion = mutationHook(regenerateAudioVersionMutation);
/** POST /companies/{id}/assets/audio/suggestion (suggestScript): script suggestions; changes nothing. */
export const useSuggestScript = mutationHook(suggestScriptMutation);

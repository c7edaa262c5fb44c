import {
  createCreativeMutation,
  deleteCreativeMutation,
  getCreativeQuery,
  listCreativesQuery,
  updateCreativeMutation,
} from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{id}/creatives (listCreatives). Waits, disabled, until advertiserId is given. */
export const useCreatives = queryHook(listCreativesQuery);
/** GET /companies/{id}/creatives/{creativeId} (getCreative). Waits, disabled, until advertiserId and creativeId are given. */
export const useCreative = queryHook<typeof getCreativeQuery, [advertiserId: unknown, creativeId: unknown]>(
  getCreativeQuery,
);
/** POST /companies/{id}/creatives (createCreative): answers `creativeId`, the creative, and the `s3_data` / `s3_displayad` policies to upload its audio and display files with. */
export const useCreateCreative = mutationHook(createCreativeMutation);
/** PATCH /companies/{id}/creatives/{creativeId} (updateCreative). */
export const useUpdateCreative = mutationHook(updateCreativeMutation);
/** DELETE /creatives/{id} (deleteCreative); the advertiser names the list to invalidate. */
export const useDeleteCreative = mutationHook(deleteCreativeMutation);

import {
  createAudienceMutation,
  createCrmUploadMutation,
  getAudienceQuery,
  listAudienceSegmentsQuery,
  listAudiencesQuery,
  updateAudienceMutation,
} from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{id}/audiences (listAudiences). Waits, disabled, until advertiserId is given. */
export const useAudiences = queryHook(listAudiencesQuery);
/** GET /companies/{id}/audiences/{audienceId} (getAudience). Waits, disabled, until advertiserId and audienceId are given. */
export const useAudience = queryHook<typeof getAudienceQuery, [advertiserId: unknown, audienceId: unknown]>(
  getAudienceQuery,
);
/** GET /audiences/{id}/segments?page=0&size=1000 (listAudienceSegments). The path names the audience, the key still sits under the advertiser so switching advertiser never shows stale segments. Waits, disabled, until advertiserId and audienceId are given. */
export const useAudienceSegments = queryHook<
  typeof listAudienceSegmentsQuery,
  [advertiserId: unknown, audienceId: unknown]
>(listAudienceSegmentsQuery);
/** POST /companies/{id}/audiences (createAudience). */
export const useCreateAudience = mutationHook(createAudienceMutation);
/** PATCH /companies/{id}/audiences/{audienceId} (updateAudience). */
export const useUpdateAudience = mutationHook(updateAudienceMutation);
/** POST /companies/{id}/audiences/crm-uploads (createCrmUpload). */
export const useCreateCrmUpload = mutationHook(createCrmUploadMutation);

import { SEARCH_LIMITS } from '@earshot/validators';
import { defineQuery, type PlatformClient, type QueryParams, unwrap } from './core.ts';
import { earshotKeys } from './keys.ts';
import { itemQuery, listQuery, writeMutation } from './operationFactories.ts';

/** GET /search?index=liveramp&q&page (searchSegments): data-partner segments. */
export function searchSegmentsQuery(client: PlatformClient, params: QueryParams<'searchSegments'>) {
  return defineQuery([...earshotKeys.global('segment-search'), params] as const, (signal) =>
    unwrap(client.GET('/search', { params: { query: params }, signal })),
  );
}

/** GET /companies/{id}/audiences (listAudiences). */
export const listAudiencesQuery = listQuery('listAudiences', '/companies/{id}/audiences', 'audiences');

/** GET /companies/{id}/audiences/{audienceId} (getAudience). */
export const getAudienceQuery = itemQuery('getAudience', '/companies/{id}/audiences/{audienceId}', {
  resource: 'audiences',
  param: 'audienceId',
  missing: 'Missing required parameter audience id',
});

/**
 * GET /audiences/{id}/segments?page=0&size=1000 (listAudienceSegments). The path names the audience,
 * the key still sits under the advertiser so switching advertiser never shows stale segments.
 */
export const listAudienceSegmentsQuery = itemQuery('listAudienceSegments', '/audiences/{id}/segments', {
  resource: 'audience-segments',
  param: 'id',
  missing: 'Missing required parameter audience id',
  query: { page: 0, size: SEARCH_LIMITS.audienceSegmentsSize },
});

/** POST /companies/{id}/audiences (createAudience). */
export const createAudienceMutation = writeMutation('createAudience', 'post', '/companies/{id}/audiences', {
  invalidates: ['audiences'],
});

/** PATCH /companies/{id}/audiences/{audienceId} (updateAudience). */
export const updateAudienceMutation = writeMutation(
  'updateAudience',
  'patch',
  '/companies/{id}/audiences/{audienceId}',
  {
    invalidates: ['audiences', 'audience-segments'],
    item: { variable: 'audienceId', missing: 'Missing required parameter audience id' },
  },
);

/**
 * POST /companies/{id}/audiences/crm-uploads (createCrmUpload): the correlation id a CRM audience
 * refers to and the policy to upload its customer list with.
 */
export const createCrmUploadMutation = writeMutation(
  'createCrmUpload',
  'post',
  '/companies/{id}/audiences/crm-uploads',
  { invalidates: [] },
);

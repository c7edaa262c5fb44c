import { SEARCH_LIMITS } from '@earshot/validators';
import type { QueryClient } from '@tanstack/query-core';
import {
  advertiserMutation,
  advertiserQuery,
  defineQuery,
  itemQuery,
  type PlatformClient,
  type QueryParams,
  required,
  type Schema,
  unwrap,
} from './core.ts';
import { earshotKeys } from './keys.ts';

const RESOURCE = 'audiences';
const AUDIENCE_REQUIRED = 'Missing required parameter audience id';

/** GET /companies/{id}/audiences (listAudiences). */
export function listAudiencesQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  return advertiserQuery(advertiserId, RESOURCE, {}, (id, signal) =>
    unwrap(client.GET('/companies/{id}/audiences', { params: { path: { id } }, signal })),
  );
}

/** GET /companies/{id}/audiences/{audienceId} (getAudience). */
export function getAudienceQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  audienceId: string | null | undefined,
) {
  return itemQuery(advertiserId, RESOURCE, audienceId, AUDIENCE_REQUIRED, (id, audienceId, signal) =>
    unwrap(
      client.GET('/companies/{id}/audiences/{audienceId}', { params: { path: { id, audienceId } }, signal }),
    ),
  );
}

/**
 * GET /audiences/{id}/segments?page=0&size=1000 (listAudienceSegments). The path names the audience,
 * the key still sits under the advertiser so switching advertiser never shows stale segments.
 */
export function listAudienceSegmentsQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  audienceId: string | null | undefined,
) {
  const query = { page: 0, size: SEARCH_LIMITS.audienceSegmentsSize };
  return itemQuery(
    advertiserId,
    'audience-segments',
    audienceId,
    AUDIENCE_REQUIRED,
    (_id, audience, signal) =>
      unwrap(client.GET('/audiences/{id}/segments', { params: { path: { id: audience }, query }, signal })),
  );
}

/** GET /search?index=liveramp&q&page (searchSegments): data-partner segments. */
export function searchSegmentsQuery(client: PlatformClient, params: QueryParams<'searchSegments'>) {
  return defineQuery([...earshotKeys.global('segment-search'), params] as const, (signal) =>
    unwrap(client.GET('/search', { params: { query: params }, signal })),
  );
}

/** POST /companies/{id}/audiences (createAudience). */
export function createAudienceMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createAudience',
    [RESOURCE],
    ({ body }: { advertiserId: string; body: Schema<'AudienceCreate'> }, id) =>
      unwrap(client.POST('/companies/{id}/audiences', { params: { path: { id } }, body })),
  );
}

/**
 * POST /companies/{id}/audiences/crm-uploads (createCrmUpload): the correlation id a CRM audience
 * refers to and the policy to upload its customer list with.
 */
export function createCrmUploadMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createCrmUpload',
    [],
    ({ body }: { advertiserId: string; body: Schema<'CrmUploadCreate'> }, id) =>
      unwrap(client.POST('/companies/{id}/audiences/crm-uploads', { params: { path: { id } }, body })),
  );
}

/** PATCH /companies/{id}/audiences/{audienceId} (updateAudience). */
export function updateAudienceMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'updateAudience',
    [RESOURCE, 'audience-segments'],
    (
      { audienceId, body }: { advertiserId: string; audienceId: string; body: Schema<'AudienceUpdate'> },
      id,
    ) =>
      unwrap(
        client.PATCH('/companies/{id}/audiences/{audienceId}', {
          params: { path: { id, audienceId: required(audienceId, AUDIENCE_REQUIRED) } },
          body,
        }),
      ),
  );
}

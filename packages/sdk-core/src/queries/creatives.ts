import type { QueryClient } from '@tanstack/query-core';
import {
  advertiserMutation,
  advertiserQuery,
  itemQuery,
  type PlatformClient,
  required,
  type Schema,
  unwrap,
} from './core.ts';

const RESOURCE = 'creatives';
const CREATIVE_REQUIRED = 'Missing required parameter creative id';

/** GET /companies/{id}/creatives (listCreatives). */
export function listCreativesQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  return advertiserQuery(advertiserId, RESOURCE, {}, (id, signal) =>
    unwrap(client.GET('/companies/{id}/creatives', { params: { path: { id } }, signal })),
  );
}

/** GET /companies/{id}/creatives/{creativeId} (getCreative). */
export function getCreativeQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  creativeId: string | null | undefined,
) {
  return itemQuery(advertiserId, RESOURCE, creativeId, CREATIVE_REQUIRED, (id, creativeId, signal) =>
    unwrap(
      client.GET('/companies/{id}/creatives/{creativeId}', { params: { path: { id, creativeId } }, signal }),
    ),
  );
}

/**
 * POST /companies/{id}/creatives (createCreative): answers `creativeId`, the creative, and the
 * `s3_data` / `s3_displayad` policies to upload its audio and display files with.
 */
export function createCreativeMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createCreative',
    [RESOURCE],
    ({ body }: { advertiserId: string; body: Schema<'CreativeCreate'> }, id) =>
      unwrap(client.POST('/companies/{id}/creatives', { params: { path: { id } }, body })),
  );
}

/**
 * PATCH /companies/{id}/creatives/{creativeId} (updateCreative): answers the creative and, for each
 * audio or display ad file the body names, the `s3_data` / `s3_displayad` policy to upload it with
 * (null for a file it does not name). Naming a file replaces the current one, even under its name.
 */
export function updateCreativeMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'updateCreative',
    [RESOURCE],
    (
      { creativeId, body }: { advertiserId: string; creativeId: string; body: Schema<'CreativeUpdate'> },
      id,
    ) =>
      unwrap(
        client.PATCH('/companies/{id}/creatives/{creativeId}', {
          params: { path: { id, creativeId: required(creativeId, CREATIVE_REQUIRED) } },
          body,
        }),
      ),
  );
}

/** DELETE /creatives/{id} (deleteCreative); the advertiser names the list to invalidate. */
export function deleteCreativeMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'deleteCreative',
    [RESOURCE],
    ({ creativeId }: { advertiserId: string; creativeId: string }) =>
      unwrap(
        client.DELETE('/creatives/{id}', {
          params: { path: { id: required(creativeId, CREATIVE_REQUIRED) } },
        }),
      ),
  );
}

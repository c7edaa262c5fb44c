import type { QueryClient } from '@tanstack/query-core';
import { fetchWithTemporaryAdminAccess } from '../advertiserCache.ts';
import {
  ADVERTISER_REQUIRED,
  defineMutation,
  defineQuery,
  type PlatformClient,
  required,
  type Schema,
  unwrap,
} from './core.ts';
import { earshotKeys } from './keys.ts';

/** Reads whose attribution defaults are the advertiser's settings. */
const ATTRIBUTED_READS = ['metrics-breakdown', 'metrics-conversion-lag'] as const;

/** Key of the user's advertiser list. */
export const advertiserListKey = [...earshotKeys.user(), 'advertisers'] as const;

/** Key of one advertiser's own record. */
export const advertiserKey = (advertiserId: string) =>
  [...earshotKeys.advertiser(advertiserId), 'advertiser'] as const;

/** GET /companies (listAdvertisers): the user's own advertisers. */
export function listAdvertisersQuery(client: PlatformClient) {
  return defineQuery(advertiserListKey, (signal) => unwrap(client.GET('/companies', { signal })));
}

/** GET /companies/search?query= (searchAdvertisers). */
export function searchAdvertisersQuery(client: PlatformClient, query: string) {
  return defineQuery([...earshotKeys.user(), 'advertiser-search', query] as const, (signal) =>
    unwrap(client.GET('/companies/search', { params: { query: { query } }, signal })),
  );
}

/** GET /companies/billing-types (listBillingTypes). */
export function listBillingTypesQuery(client: PlatformClient) {
  return defineQuery(earshotKeys.global('billing-types'), (signal) =>
    unwrap(client.GET('/companies/billing-types', { signal })),
  );
}

/** GET /companies/{id} (getAdvertiser). */
export function getAdvertiserQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  const id = required(advertiserId, ADVERTISER_REQUIRED);
  return defineQuery(advertiserKey(id), (signal) =>
    unwrap(client.GET('/companies/{id}', { params: { path: { id } }, signal })),
  );
}

/**
 * GET /companies/{id} for an advertiser the admin is not a member of: the answer gets temporary
 * admin access (role 1, `tmp_admin_access`), spec §4.
 */
export function getAdvertiserAsAdminQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  const id = required(advertiserId, ADVERTISER_REQUIRED);
  return defineQuery([...advertiserKey(id), 'as-admin'] as const, (signal) =>
    fetchWithTemporaryAdminAccess(id, (uuid) =>
      unwrap(client.GET('/companies/{id}', { params: { path: { id: uuid } }, signal })),
    ),
  );
}

/** POST /companies (createAdvertiser): answers the advertiser and the `s3_data` for its logo. */
export function createAdvertiserMutation(client: PlatformClient, queryClient: QueryClient) {
  return defineMutation(
    queryClient,
    ['earshot', 'createAdvertiser'],
    (body: Schema<'AdvertiserCreate'>) => unwrap(client.POST('/companies', { body })),
    () => [advertiserListKey],
  );
}

/**
 * PATCH /companies/{id} (updateAdvertiser); invalidates the list and the advertiser, including its
 * temporary-admin-access query, so an advertiser opened by an admin is re-fetched (spec §4). A change
 * of the attribution defaults also invalidates the breakdowns and conversion lags read with them.
 */
export function updateAdvertiserMutation(client: PlatformClient, queryClient: QueryClient) {
  return defineMutation(
    queryClient,
    ['earshot', 'updateAdvertiser'],
    ({ advertiserId, body }: { advertiserId: string; body: Schema<'AdvertiserUpdate'> }) =>
      unwrap(
        client.PATCH('/companies/{id}', {
          params: { path: { id: required(advertiserId, ADVERTISER_REQUIRED) } },
          body,
        }),
      ),
    ({ advertiserId, body }) => [
      advertiserListKey,
      advertiserKey(advertiserId),
      ...(body.attribution_window_days !== undefined || body.attribution_model !== undefined
        ? ATTRIBUTED_READS.map((resource) => earshotKeys.resource(advertiserId, resource))
        : []),
    ],
  );
}

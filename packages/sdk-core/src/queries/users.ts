import type { QueryClient } from '@tanstack/query-core';
import {
  defineMutation,
  defineQuery,
  type PlatformClient,
  required,
  type Schema,
  unwrap,
  withQueryOptions,
} from './core.ts';
import { earshotKeys } from './keys.ts';

const EMAIL_REQUIRED = 'Missing required parameter email';

/** GET /users/me (getCurrentUser). */
export function getCurrentUserQuery(client: PlatformClient) {
  return defineQuery([...earshotKeys.user(), 'me'] as const, (signal) =>
    unwrap(client.GET('/users/me', { signal })),
  );
}

/** GET /users/roles (listUserRoles); the roles rarely change, so they are kept for the whole session. */
export function listUserRolesQuery(client: PlatformClient) {
  return withQueryOptions(
    defineQuery(earshotKeys.global('user-roles'), (signal) => unwrap(client.GET('/users/roles', { signal }))),
    { staleTime: Number.POSITIVE_INFINITY },
  );
}

/** GET /users/search/{email} (searchUsers, admins only). */
export function searchUsersQuery(client: PlatformClient, email: string | null | undefined) {
  const value = required(email, EMAIL_REQUIRED);
  return defineQuery([...earshotKeys.user(), 'search', value] as const, (signal) =>
    unwrap(client.GET('/users/search/{email}', { params: { path: { email: value } }, signal })),
  );
}

/**
 * GET /users/me/{email} (impersonateUser, admins only): a read on the wire, but it switches the
 * session to the impersonated user, so it is a mutation that invalidates everything.
 */
export function impersonateUserMutation(client: PlatformClient, queryClient: QueryClient) {
  return defineMutation(
    queryClient,
    ['earshot', 'impersonateUser'],
    ({ email }: { email: string }) =>
      unwrap(
        client.GET('/users/me/{email}', { params: { path: { email: required(email, EMAIL_REQUIRED) } } }),
      ),
    () => [earshotKeys.all],
  );
}

/** PATCH /users (updateCurrentUser); invalidates the user. */
export function updateCurrentUserMutation(client: PlatformClient, queryClient: QueryClient) {
  return defineMutation(
    queryClient,
    ['earshot', 'updateCurrentUser'],
    (body: Schema<'UserUpdate'>) => unwrap(client.PATCH('/users', { body })),
    () => [earshotKeys.user()],
  );
}

/** POST /users (createUser): answers the user and the `s3_data` to upload its file with. */
export function createUserMutation(client: PlatformClient, queryClient: QueryClient) {
  return defineMutation(
    queryClient,
    ['earshot', 'createUser'],
    (body: Schema<'UserCreate'>) => unwrap(client.POST('/users', { body })),
    () => [earshotKeys.user()],
  );
}

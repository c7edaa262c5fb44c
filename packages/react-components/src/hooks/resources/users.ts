import {
  createUserMutation,
  getCurrentUserQuery,
  impersonateUserMutation,
  listUserRolesQuery,
  searchUsersQuery,
  updateCurrentUserMutation,
} from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

/** GET /users/me (getCurrentUser). */
export const useCurrentUser = queryHook(getCurrentUserQuery);
/** GET /users/roles (listUserRoles); the roles rarely change, so they are kept for the whole session. */
export const useUserRoles = queryHook(listUserRolesQuery);
/** GET /users/search/{email} (searchUsers, admins only). Waits, disabled, until email is given. */
export const useSearchUsers = queryHook(searchUsersQuery);
/** PATCH /users (updateCurrentUser); invalidates the user. */
export const useUpdateCurrentUser = mutationHook(updateCurrentUserMutation);
/** POST /users (createUser): answers the user and the `s3_data` to upload its file with. */
export const useCreateUser = mutationHook(createUserMutation);
/** GET /users/me/{email} (impersonateUser, admins only): a read on the wire, but it switches the session to the impersonated user, so it is a mutation that invalidates everything. */
export const useImpersonateUser = mutationHook(impersonateUserMutation);

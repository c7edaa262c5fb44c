import type { SessionState } from '@earshot/sdk-core';
import type { User } from './appTypes.ts';
import type { AppServices } from './createAppServices.ts';

let loading: Promise<User | null> | null = null;

/** The signed-in user, loaded once per session; `null` when logged out (a failed load logs out). */
export async function ensureUser(services: AppServices): Promise<User | null> {
  const { session } = services;
  const state = session.getState();
  if (!state.isLoggedIn) return null;
  if (state.user) return state.user;
  loading ??= session.loadUser().finally(() => {
    loading = null;
  });
  return loading;
}

/**
 * Whether the user is an admin: by the configured team domains (spec §6), or by the flag the API
 * sets from its own list, so the app needs no copy of it to show the admin tools.
 */
export function isAdmin(state: SessionState<User>): boolean {
  return state.isAdmin || state.user?.admin === true;
}

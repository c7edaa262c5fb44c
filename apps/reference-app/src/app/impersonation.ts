import type { AppServices } from './createAppServices.ts';

/** Where the admin's own token waits while they impersonate someone. */
const ADMIN_TOKEN_KEY = 'earshot.adminToken';

/** Keeps the admin's token so they can come back after impersonating. */
export function rememberAdminToken(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

/** Forgets the admin's token (on logout). */
export function forgetAdminToken(): void {
  window.localStorage.removeItem(ADMIN_TOKEN_KEY);
}

/** Whether an admin's token waits to be restored. */
export function hasAdminToken(): boolean {
  return window.localStorage.getItem(ADMIN_TOKEN_KEY) !== null;
}

/**
 * Ends the impersonation: the impersonation session is closed on the server, the admin's own token
 * comes back, and the app starts over from a full page load so nothing of the other user remains.
 */
export async function stopImpersonating(services: AppServices): Promise<void> {
  const adminToken = window.localStorage.getItem(ADMIN_TOKEN_KEY);
  await services.client.POST('/logout').catch(() => undefined);
  forgetAdminToken();
  window.sessionStorage.clear();
  if (adminToken) services.tokenStore.set(adminToken);
  else services.tokenStore.clear();
  window.location.assign('/');
}

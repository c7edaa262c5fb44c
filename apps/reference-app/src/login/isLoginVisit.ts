import type { TokenStore } from '@earshot/sdk-core';
import { LOGIN_PATH } from '../router/paths.ts';

/** Whether a page load at `pathname` is a logged-out visit of the login page. */
export function isLoginVisit(pathname: string, tokenStore: TokenStore): boolean {
  return pathname.replace(/\/+$/, '') === LOGIN_PATH && tokenStore.get() === null;
}

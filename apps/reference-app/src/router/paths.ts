/** The catch-all page of unknown paths and advertisers. */
export const NOT_FOUND_PATH = '/not-found';

/** The login page. */
export const LOGIN_PATH = '/login';

/** The signup page of the needs-signup case. */
export const SIGNUP_PATH = '/signup';

/** The path of a request, with its query string. */
export function requestPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

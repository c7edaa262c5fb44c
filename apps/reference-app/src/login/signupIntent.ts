/** Where a signup waits for its link, in local storage: the link often opens in a new tab. */
const SIGNUP_KEY = 'earshot.signup';

/** A signup link works like a login link, for 15 minutes; the intent lasts as long. */
const SIGNUP_INTENT_TTL_MS = 15 * 60 * 1000;

/** Remembers that the next login link exchanged creates the account (POST /authenticate?signup=true). */
export function rememberSignupIntent(now: number = Date.now()): void {
  window.localStorage.setItem(SIGNUP_KEY, String(now));
}

/** Whether a signup was started in the last 15 minutes; forgets it either way. */
export function takeSignupIntent(now: number = Date.now()): boolean {
  const savedAt = Number(window.localStorage.getItem(SIGNUP_KEY));
  window.localStorage.removeItem(SIGNUP_KEY);
  return savedAt > 0 && now - savedAt <= SIGNUP_INTENT_TTL_MS;
}

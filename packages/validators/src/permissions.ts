import { CPA_ROLE, EDIT_ROLES, REPORTING_ROLE } from './constants/userRoles.ts';

/** The advertiser fields {@link shouldFetchOnboardingProgress} reads. */
export interface OnboardingProgressSubject {
  onboarded: boolean;
  user_role: number;
}

/**
 * Whether a user with this role on the active advertiser may edit: roles 1 and 2 (spec §6).
 * `false` for any other value, including `undefined` when no advertiser is active.
 */
export function canEdit(role: number | null | undefined): boolean {
  return EDIT_ROLES.some((allowed) => allowed === role);
}

/** Whether this role on the active advertiser makes the user a CPA user: role 7 (spec §6). */
export function isCpaUser(role: number | null | undefined): boolean {
  return role === CPA_ROLE;
}

/**
 * Whether onboarding progress should be fetched for the active advertiser: it exists, is not
 * onboarded, and the user's role on it is below the reporting role 4 (spec §4, §6).
 */
export function shouldFetchOnboardingProgress(
  advertiser: OnboardingProgressSubject | null | undefined,
): boolean {
  if (typeof advertiser !== 'object' || advertiser === null) return false;
  return (
    advertiser.onboarded === false &&
    typeof advertiser.user_role === 'number' &&
    advertiser.user_role < REPORTING_ROLE
  );
}

/**
 * Whether the e-mail belongs to the provider's staff: its domain (after the last `@`, any case)
 * equals one of `teamDomains` (spec §6). The team domains are configuration; an empty list
 * means nobody is an admin. Never throws.
 *
 * @example isAdminEmail('ops@earshot.fm', ['earshot.fm']) // true
 */
export function isAdminEmail(email: string, teamDomains: readonly string[]): boolean {
  if (typeof email !== 'string' || !Array.isArray(teamDomains)) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return false;
  const domain = email.slice(at + 1).toLowerCase();
  return teamDomains.some((team) => typeof team === 'string' && team.trim().toLowerCase() === domain);
}

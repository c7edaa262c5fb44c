import {
  ACCOUNT_MANAGER_ROLES,
  CPA_ROLE,
  EDIT_ROLES,
  REPORTING_ROLE,
  ROLE_MANAGER_ROLES,
} from './constants/userRoles.ts';

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

/**
 * Whether the user may change the advertiser's team, billing information, payment methods and
 * integrations: roles 1 and 2, and admins whatever their role. `false` for any other value,
 * including `undefined` while the role is not known yet.
 */
export function canManageAccount(role: number | null | undefined, isAdmin = false): boolean {
  return isAdmin === true || ACCOUNT_MANAGER_ROLES.some((allowed) => allowed === role);
}

/** Who asks to change which member's role, as {@link roleChangeRefusal} reads it. */
export interface RoleChange {
  /** The asking user's role on the advertiser (`undefined` while it is not known). */
  actorRole: number | null | undefined;
  /** Whether the asking user is an admin (provider staff). */
  actorIsAdmin: boolean;
  /** The asking user's id. */
  actorUserId: string | null | undefined;
  /** The user id of the member whose role would change. */
  memberUserId: string;
}

/**
 * Why a role change is refused: `'role'` when the asking user is neither role 1 nor an admin,
 * `'own'` when the member is the asking user (an admin neither, through their own membership).
 */
export type RoleChangeRefusal = 'role' | 'own';

/** Why the role change is refused, or `null` when it is allowed (see {@link canChangeRole}). */
export function roleChangeRefusal(change: RoleChange): RoleChangeRefusal | null {
  const { actorRole, actorIsAdmin, actorUserId, memberUserId } = change;
  if (actorIsAdmin !== true && !ROLE_MANAGER_ROLES.some((allowed) => allowed === actorRole)) return 'role';
  // An unknown actor is refused too: the change must be provably someone else's role.
  if (typeof actorUserId !== 'string' || actorUserId === memberUserId) return 'own';
  return null;
}

/**
 * Whether the asking user may change the member's role: role 1 or an admin, and only another
 * member's role — nobody changes their own.
 */
export function canChangeRole(change: RoleChange): boolean {
  return roleChangeRefusal(change) === null;
}

/** The asking user, as {@link canGrantRole} reads it. */
export interface RoleActor {
  /** The asking user's role on the advertiser (`undefined` while it is not known). */
  actorRole: number | null | undefined;
  /** Whether the asking user is an admin (provider staff). */
  actorIsAdmin: boolean;
}

/**
 * Whether the asking user may give a member this role by inviting them, or take it away by removing
 * them: role 1 only from role 1 or an admin (otherwise an editor could invite an address of their
 * own as role 1, or remove every role-1 member but one), any other role from whoever manages the
 * account ({@link canManageAccount}).
 */
export function canGrantRole(actor: RoleActor, role: number): boolean {
  const { actorRole, actorIsAdmin } = actor;
  if (!canManageAccount(actorRole, actorIsAdmin)) return false;
  if (!ROLE_MANAGER_ROLES.some((manager) => manager === role)) return true;
  return actorIsAdmin === true || ROLE_MANAGER_ROLES.some((allowed) => allowed === actorRole);
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

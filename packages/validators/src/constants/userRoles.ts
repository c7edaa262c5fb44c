/**
 * Per-advertiser user roles and what they allow (spec §6). `label` is the English name the API's roles
 * list answers with; screens name a role by its `value` from their message catalogue.
 */
export const USER_ROLES = [
  { value: 1, label: 'Admin', canEdit: true },
  { value: 2, label: 'Editor', canEdit: true },
  { value: 3, label: 'View only', canEdit: false },
  { value: 4, label: 'Reporting', canEdit: false },
  { value: 7, label: 'CPA user', canEdit: false },
] as const;

/** A user role value: 1, 2 (edit), 3 (view-only), 4 (reporting) or 7 (CPA). */
export type UserRole = (typeof USER_ROLES)[number]['value'];

/** Roles that may edit an advertiser's data (spec §6). */
export const EDIT_ROLES = [1, 2] as const;

/**
 * Roles that manage the advertiser's account: its team, billing information, payment methods and
 * integrations. Admins manage every account; a CPA user (7) edits its CPA campaigns, never these.
 */
export const ACCOUNT_MANAGER_ROLES = [1, 2] as const;

/** Roles that change another member's role; admins do too (nobody changes their own). */
export const ROLE_MANAGER_ROLES = [1] as const;

/** The reporting-user role; onboarding progress is fetched only for roles below it (spec §4, §6). */
export const REPORTING_ROLE = 4;

/** The role that makes the user a CPA user of the active advertiser (spec §6). */
export const CPA_ROLE = 7;

/** The role an admin is given on an advertiser opened by uuid (spec §4, §6). */
export const ADMIN_ACCESS_ROLE = 1;

import type { Schema } from '@earshot/sdk-core';
import { fieldErrors, ROOT_ERROR_PATH, teamMembersFormSchema } from '@earshot/validators';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';

/** The invite form's values: one row per person, sent as the `createTeamMembers` array body. */
export type InviteFormValues = { members: Schema<'TeamMemberInvite'>[] };

/**
 * A react-hook-form resolver checking the rows with the validators' team members form schema (the
 * body rules of `createTeamMembers`). Each error's `message` is a validation message key; a problem
 * of the list as a whole (e.g. a repeated address) lands on `members.root`.
 */
export const inviteResolver: Resolver<InviteFormValues> = async (values) => {
  const result = teamMembersFormSchema.safeParse(values.members);
  if (result.success) return { values: { members: result.data }, errors: {} };
  const errors: FieldErrors<InviteFormValues> = {};
  for (const [path, key] of Object.entries(fieldErrors(result.error))) {
    set(errors, `members.${path === ROOT_ERROR_PATH ? 'root' : path}`, { type: 'validate', message: key });
  }
  return { values: {} as Record<string, never>, errors };
};

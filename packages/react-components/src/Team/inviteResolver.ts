import type { Schema } from '@earshot/sdk-core';
import { teamMembersFormSchema } from '@earshot/validators';
import type { Resolver } from 'react-hook-form';
import { schemaResolver } from '../Form/schemaResolver.ts';

/** The invite form's values: one row per person, sent as the `createTeamMembers` array body. */
export type InviteFormValues = { members: Schema<'TeamMemberInvite'>[] };

/**
 * A react-hook-form resolver checking the rows with the validators' team members form schema (the
 * body rules of `createTeamMembers`). Each error's `message` is a validation message key; a problem
 * of the list as a whole (e.g. a repeated address) lands on `members.root`.
 */
export const inviteResolver: Resolver<InviteFormValues> = schemaResolver(
  (values: InviteFormValues) => {
    const result = teamMembersFormSchema.safeParse(values.members);
    return result.success ? { success: true, data: { members: result.data } } : result;
  },
  (path) => `members.${path}`,
);

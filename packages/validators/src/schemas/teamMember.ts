import * as z from 'zod';
import {
  emailField,
  hasSomeField,
  OBJECT_INVALID,
  requiredText,
  SOME_FIELD_REQUIRED,
  timestampField,
  uuidField,
} from './fields.ts';
import { LIST_LIMITS, TEXT_LIMITS } from './limits.ts';
import { userRoleValueSchema } from './userRole.ts';

/** A member of an advertiser's team. */
export const teamMemberSchema = z.object({
  id: uuidField(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_role: userRoleValueSchema,
  status: z.enum(['active', 'invited']),
  created_at: timestampField(),
});

/** A member of an advertiser's team. */
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** One person to invite to a team. */
export const teamMemberInviteSchema = z.strictObject(
  {
    email: emailField(),
    first_name: requiredText('person.first_name', TEXT_LIMITS.personName),
    last_name: requiredText('person.last_name', TEXT_LIMITS.personName),
    user_role: userRoleValueSchema,
  },
  OBJECT_INVALID,
);

/** One person to invite to a team. */
export type TeamMemberInvite = z.infer<typeof teamMemberInviteSchema>;

/**
 * Body of `createTeamMembers` and the team members form: 1 to 50 invites, each e-mail address once
 * (compared without case); a repeated address is reported on the later entry as `team.email.duplicate`.
 */
export const createTeamMembersBodySchema = z
  .array(teamMemberInviteSchema, { error: 'team.members.required' })
  .min(1, { error: 'team.members.required' })
  .max(LIST_LIMITS.teamMembers, { error: 'team.members.max' })
  .superRefine((members, ctx) => {
    const seen = new Set<string>();
    members.forEach((member, index) => {
      const email = member.email.toLowerCase();
      if (seen.has(email))
        ctx.addIssue({ code: 'custom', message: 'team.email.duplicate', path: [index, 'email'] });
      seen.add(email);
    });
  });

/** Body of `createTeamMembers`. */
export type CreateTeamMembersBody = z.infer<typeof createTeamMembersBodySchema>;

/** The team members form: the same rules as the `createTeamMembers` body. */
export const teamMembersFormSchema = createTeamMembersBodySchema;

/** Body of `updateTeamMember`: any of user_role, first_name, last_name; at least one. */
export const updateTeamMemberBodySchema = z
  .strictObject({
    user_role: userRoleValueSchema,
    first_name: requiredText('person.first_name', TEXT_LIMITS.personName),
    last_name: requiredText('person.last_name', TEXT_LIMITS.personName),
  })
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED);

/** Body of `updateTeamMember`. */
export type UpdateTeamMemberBody = z.infer<typeof updateTeamMemberBodySchema>;

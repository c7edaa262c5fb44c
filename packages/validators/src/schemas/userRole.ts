import * as z from 'zod';
import { USER_ROLES } from '../constants/userRoles.ts';

/** A user role value 1, 2, 3, 4 or 7 (spec §6). */
export const userRoleValueSchema = z.literal(
  USER_ROLES.map((role) => role.value),
  { error: 'team.user_role.invalid' },
);

/** A role users can have on an advertiser, as listed by `listUserRoles`. */
export const userRoleSchema = z.object({
  id: userRoleValueSchema,
  name: z.string(),
  can_edit: z.boolean(),
});

/** A role users can have on an advertiser. */
export type UserRoleEntry = z.infer<typeof userRoleSchema>;

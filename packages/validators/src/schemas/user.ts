import * as z from 'zod';
import { advertiserSchema } from './advertiser.ts';
import {
  emailField,
  hasSomeField,
  optionalText,
  requiredText,
  SOME_FIELD_REQUIRED,
  timestampField,
  uuidField,
} from './fields.ts';
import { TEXT_LIMITS } from './limits.ts';

/** The signed-in user with the advertisers they belong to. */
export const userSchema = z.object({
  id: uuidField(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  advertisers: z.array(advertiserSchema),
  /** Belongs to one of the provider team domains (spec §6). */
  admin: z.boolean(),
  /** This session is an admin impersonating the user. */
  impersonate: z.boolean(),
  created_at: timestampField(),
});

/** The signed-in user. */
export type User = z.infer<typeof userSchema>;

const personFields = {
  email: emailField(),
  first_name: requiredText('person.first_name', TEXT_LIMITS.personName),
  last_name: requiredText('person.last_name', TEXT_LIMITS.personName),
};

/** Body of `updateCurrentUser`: any of first_name, last_name, email; at least one. */
export const updateCurrentUserBodySchema = z
  .strictObject(personFields)
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED);

/** Body of `updateCurrentUser`. */
export type UpdateCurrentUserBody = z.infer<typeof updateCurrentUserBodySchema>;

/** Body of `createUser`; `filename` asks for an avatar upload policy. */
export const createUserBodySchema = z.strictObject({
  ...personFields,
  filename: optionalText('filename', TEXT_LIMITS.filename).nullable().optional(),
  content_type: z
    .enum(['image/png', 'image/jpeg', 'image/webp'], { error: 'user.avatar.content_type' })
    .optional(),
});

/** Body of `createUser`. */
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

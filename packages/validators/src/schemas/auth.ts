import * as z from 'zod';
import { emailField, requiredText } from './fields.ts';
import { TEXT_LIMITS } from './limits.ts';
import { userSchema } from './user.ts';

/** Body of `requestLoginLink`: the address to send a passwordless login link to. */
export const requestLoginLinkBodySchema = z.strictObject({ email: emailField() });

/** Body of `requestLoginLink`. */
export type RequestLoginLinkBody = z.infer<typeof requestLoginLinkBodySchema>;

/** Body of `authenticate`: the single-use token from the login link. */
export const authenticateBodySchema = z.strictObject({ token: requiredText('auth.token', TEXT_LIMITS.url) });

/** Body of `authenticate`. */
export type AuthenticateBody = z.infer<typeof authenticateBodySchema>;

/** Answer of `authenticate` and `impersonateUser`: a session token and the user. */
export const authSessionSchema = z.object({ _token: z.string().min(1), user: userSchema });

/** A new session. */
export type AuthSession = z.infer<typeof authSessionSchema>;

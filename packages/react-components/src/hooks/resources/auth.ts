import { authenticateMutation, logoutMutation, requestLoginLinkMutation } from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';

/** POST /login-link (requestLoginLink): e-mails a passwordless login link. */
export const useRequestLoginLink = mutationHook(requestLoginLinkMutation);
/** POST /authenticate (authenticate): exchanges the link token for a session; the client middleware stores the returned `_token`. Everything cached for a previous user is invalidated. */
export const useAuthenticate = mutationHook(authenticateMutation);
/** POST /logout (logout): ends the session on the server and drops every cached query. */
export const useLogout = mutationHook(logoutMutation);

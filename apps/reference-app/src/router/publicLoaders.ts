import { advertiserSegment, isAppPath } from '@earshot/sdk-core';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { AppServices } from '../app/createAppServices.ts';
import { ensureUser } from '../app/currentUser.ts';
import { pendingGa4Connection } from '../screens/ga4Connection.ts';
import { requireUser } from './guards.ts';

/** /login: a logged-in user goes on to the app. */
export async function loginLoader(services: AppServices) {
  if (await ensureUser(services)) throw redirect('/');
  return null;
}

/** /refresh: reloads the user and the advertiser list, then returns to `?redirect=` or the start page. */
export async function refreshLoader(services: AppServices, { request }: LoaderFunctionArgs) {
  const target = new URL(request.url).searchParams.get('redirect');
  const back = target && isAppPath(target) ? target : '/';
  services.advertisers.clear();
  services.queryClient.clear();
  if (!services.session.getState().isLoggedIn) throw redirect('/login');
  await services.session.loadUser();
  throw redirect(back);
}

/**
 * /ga4/callback, a public route (spec §2): hands Google's answer to the GA4 integration screen of
 * the advertiser that asked for it, else the active one, else the first by name (rule 5). That screen
 * needs login: a logged-out visitor logs in first and comes back to it with the answer.
 */
export function ga4CallbackLoader(services: AppServices, args: LoaderFunctionArgs): never {
  const active = services.advertisers.active();
  const segment = pendingGa4Connection()?.advertiser ?? (active ? advertiserSegment(active) : null);
  const { search } = new URL(args.request.url);
  throw redirect(`${segment ? `/${encodeURIComponent(segment)}` : ''}/integrations/ga4${search}`);
}

/** /signup, a public route (spec §2): the user when logged in, else nobody, never a redirect to login. */
export async function signupLoader(services: AppServices) {
  return ensureUser(services);
}

/** Login required, no advertiser needed (/no-advertisers). */
export async function loginRequiredLoader(services: AppServices, { request }: LoaderFunctionArgs) {
  return requireUser(services, request);
}

import {
  advertiserSegment,
  decideNavigation,
  getAdvertiserAsAdminQuery,
  listAdvertisersQuery,
} from '@earshot/sdk-core';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import type { Advertiser, User } from '../app/appTypes.ts';
import type { AppServices } from '../app/createAppServices.ts';
import { ensureUser, isAdmin } from '../app/currentUser.ts';
import { LOGIN_PATH, NOT_FOUND_PATH, requestPath, SIGNUP_PATH } from './paths.ts';

/** The route error that shows the catch-all page in place (spec §8: unknown advertiser in path). */
export const notFound = () => data(null, { status: 404 });

/** Login required: the user, or a redirect to login that remembers where the visitor was going. */
export async function requireUser(services: AppServices, request: Request): Promise<User> {
  const user = await ensureUser(services);
  if (!user) {
    services.session.rememberRedirectTarget(requestPath(request));
    throw redirect(LOGIN_PATH);
  }
  return user;
}

/** Loads the user afresh; a failure has logged out, so the visitor goes to login. */
async function refreshUser(services: AppServices, request: Request): Promise<User> {
  const user = await services.session.loadUser();
  if (user) return user;
  services.session.rememberRedirectTarget(requestPath(request));
  throw redirect(LOGIN_PATH);
}

function findBySegment(advertisers: readonly Advertiser[], segment: string): Advertiser | undefined {
  const wanted = segment.toLowerCase();
  return advertisers.find(
    (advertiser) => advertiser.uuid.toLowerCase() === wanted || advertiserSegment(advertiser) === wanted,
  );
}

/**
 * The guard of every main screen: login, then navigation rules 2–5 of spec §2 through sdk-core's
 * `decideNavigation`. Resolves to the active advertiser of the path.
 */
export async function advertiserGuard(
  services: AppServices,
  { request, params }: LoaderFunctionArgs,
): Promise<Advertiser> {
  const user = await requireUser(services, request);
  const state = services.session.getState();
  if (state.needsSignup) throw redirect(SIGNUP_PATH);
  const { advertisers: cache, client, queryClient } = services;
  const path = requestPath(request);
  // Each rule that loads something is followed by a fresh decision; three rounds always suffice.
  for (let round = 0; round < 3; round += 1) {
    const active = cache.active();
    const decision = decideNavigation(path, {
      advertisers: cache.isStale() ? undefined : (cache.list() ?? undefined),
      isAdmin: isAdmin(state),
      foreignAdvertiser: active?.tmp_admin_access ? active : null,
    });
    switch (decision.kind) {
      case 'load-advertisers': {
        // Spec §4: a list older than 30 minutes refreshes the user data (GET /users/me), and with it
        // the user's advertisers; the first list of a session comes with the user just loaded.
        const current = cache.list() === null ? user : await refreshUser(services, request);
        cache.replace(
          round === 0 && current.advertisers.length > 0
            ? current.advertisers
            : await queryClient.fetchQuery({ ...listAdvertisersQuery(client), staleTime: 0 }),
        );
        break;
      }
      case 'fetch-as-admin':
        try {
          cache.setForeign(await queryClient.fetchQuery(getAdvertiserAsAdminQuery(client, decision.uuid)));
        } catch {
          throw notFound();
        }
        break;
      case 'redirect':
        throw redirect(decision.to);
      case 'catch-all':
        throw notFound();
      case 'pass': {
        const segment = params.advertiserId ?? '';
        const foreign = cache.active();
        const advertiser =
          findBySegment(cache.list() ?? [], segment) ??
          (foreign?.tmp_admin_access && findBySegment([foreign], segment) ? foreign : undefined);
        if (!advertiser) throw notFound();
        return cache.select(advertiser.uuid) ?? advertiser;
      }
    }
  }
  throw redirect(NOT_FOUND_PATH);
}

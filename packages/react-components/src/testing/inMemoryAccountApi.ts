import { ACME_ID, advertiserFixture, userFixture } from './accountFixtures.ts';
import { jsonResponse as json, notFound } from './jsonResponse.ts';

/** What the in-memory account API starts with. */
export interface AccountApiSeed {
  /** The user's role on every advertiser (1 edits, 3 views, 4 reports). */
  role?: number;
  /** Changes to the signed-in user, e.g. a long name or an invalid e-mail. */
  user?: Partial<Pick<ReturnType<typeof userFixture>, 'first_name' | 'last_name' | 'email'>>;
  /** Changes to the active advertiser, e.g. a long name or a logo. */
  advertiser?: Partial<ReturnType<typeof advertiserFixture>>;
  /** Requests never answer: the loading state. */
  pending?: boolean;
  /** Every request answers this status. */
  failWith?: number;
}

/**
 * A `fetch` answering GET and PATCH of the signed-in user and of the active advertiser in memory, as
 * the sandbox does. A named logo gets no upload policy here: storing files needs the sandbox.
 */
export function createInMemoryAccountApi(seed: AccountApiSeed = {}) {
  const user = { ...userFixture(seed.role), ...seed.user };
  const advertiser = {
    ...advertiserFixture(ACME_ID, 'Acme Audio', 'acme-audio.com', seed.role),
    ...seed.advertiser,
  };
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.replace(/^\/v1/, '');
    if (seed.pending) return new Promise<Response>(() => undefined);
    if (seed.failWith) return new Response(null, { status: seed.failWith });
    if (path === '/users/me') return json(user);
    if (path === '/users' && request.method === 'PATCH')
      return json(Object.assign(user, await request.json()));
    if (path === `/companies/${ACME_ID}` && request.method === 'GET') return json(advertiser);
    if (path === `/companies/${ACME_ID}` && request.method === 'PATCH') {
      const { content_type: _type, ...changes } = (await request.json()) as Record<string, unknown>;
      return json({ advertiser: Object.assign(advertiser, changes), s3_data: null });
    }
    return notFound();
  };
  return { fetch };
}

import type { Schema } from '@earshot/sdk-core';
import { jsonResponse as json, notFound } from './jsonResponse.ts';
import { currentUserFixture, type Viewer } from './viewerFixture.ts';

/** The advertiser (team) every fixture belongs to. */
export const TEAM_ADVERTISER_ID = '5d7f9b10-2c3e-4a5b-8d6f-1e2a3b4c5d01';

type TeamMember = Schema<'TeamMember'>;

/** The roles as the sandbox lists them. */
export const USER_ROLES_FIXTURE: Schema<'UserRole'>[] = [
  { id: 1, name: 'Admin', can_edit: true },
  { id: 2, name: 'Editor', can_edit: true },
  { id: 3, name: 'View only', can_edit: false },
  { id: 4, name: 'Reporting', can_edit: false },
  { id: 7, name: 'CPA user', can_edit: false },
];

/** A team member fixture. */
export const teamMemberFixture = (n: number, overrides: Partial<TeamMember> = {}): TeamMember => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `member${n}@rosas-bakery.com`,
  first_name: 'Member',
  last_name: String(n),
  user_role: 2,
  status: 'active',
  created_at: '2026-11-01T09:00:00Z',
  ...overrides,
});

/** What the in-memory team API starts with. */
export interface TeamApiSeed {
  /**
   * The team's members.
   * @default none
   */
  members?: TeamMember[];
  /**
   * The signed-in user (`GET /users/me`).
   * @default member 1 with role 1
   */
  viewer?: Viewer;
  /**
   * The roles list (`GET /users/roles`).
   * @default USER_ROLES_FIXTURE
   */
  roles?: Schema<'UserRole'>[];
}

/** A request the in-memory API answered, with its JSON body. */
export interface TeamApiRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A `fetch` answering the team operations of one advertiser, the roles list and the signed-in user in
 * memory, as the sandbox does: invited addresses become 'invited' members, an address already on the
 * team answers 409. The signed-in user is `seed.viewer`, by default member 1 with role 1. `requests`
 * lists every request with its body.
 */
export function createInMemoryTeamApi(seed: TeamApiSeed = {}) {
  const viewer = seed.viewer ?? { id: teamMemberFixture(1).id, role: 1 };
  let members = [...(seed.members ?? [])];
  let next = 100;
  const requests: TeamApiRequest[] = [];
  const base = `/companies/${TEAM_ADVERTISER_ID}/teams`;

  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.replace(/^\/v1/, '');
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path, body });
    if (path === '/users/roles') return json({ user_roles: seed.roles ?? USER_ROLES_FIXTURE });
    if (path === '/users/me') return json(currentUserFixture(viewer, TEAM_ADVERTISER_ID));
    if (path === base && request.method === 'GET') return json(members);
    if (path === base && request.method === 'POST') {
      const invites = body as Schema<'TeamMemberInvite'>[];
      const taken = invites.filter((invite) => members.some((member) => member.email === invite.email));
      if (taken.length > 0) {
        return json(
          { Message: `Already on this team: ${taken.map((i) => i.email).join(', ')}`, type: 'error' },
          409,
        );
      }
      const added = invites.map((invite) => teamMemberFixture(next++, { ...invite, status: 'invited' }));
      members = [...members, ...added];
      return json(added, 201);
    }
    const one = members.find((member) => path === `${base}/${member.id}`);
    if (one && request.method === 'PATCH') {
      members = members.map((member) => (member === one ? { ...member, ...body } : member));
      return json(members.find((member) => member.id === one.id));
    }
    if (one && request.method === 'DELETE') {
      members = members.filter((member) => member !== one);
      return new Response(null, { status: 204 });
    }
    return notFound();
  };

  return { fetch, requests };
}

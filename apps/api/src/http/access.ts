import { canManageAccount } from '@earshot/validators';
import type { Context } from 'hono';
import type { AppEnv, SessionUser } from './appEnv.ts';
import { HttpError } from './errors.ts';
import { parseUuid } from './validate.ts';

/** A per-advertiser role: 1, 2 (edit), 3 (view-only), 4 (reporting), 7 (CPA). */
export type Role = 1 | 2 | 3 | 4 | 7;

/** What the current user may do on one advertiser. */
export type AdvertiserAccess = { advertiserUuid: string; role: Role; isAdmin: boolean };

/**
 * What a request does on the advertiser: `read`; `write` its campaigns and media (roles 1, 2 and 7,
 * which edits its CPA campaigns); `manage` its team, billing, payment methods and integrations
 * (roles 1, 2 and admins, as `canManageAccount` decides for the app too).
 */
export type AccessMode = 'read' | 'write' | 'manage';

/** Roles that may write; role 7 (CPA user) may edit its CPA campaigns, so it passes here. */
const WRITE_ROLES: ReadonlySet<number> = new Set([1, 2, 7]);

/** The role an admin gets on any advertiser opened by uuid (spec §4, §6). */
const ADMIN_ROLE: Role = 1;

/** The signed-in user; 401 when the request carries no live session. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) {
    throw new HttpError(401, 'Log in first: send Authorization: Bearer <session token>', {
      code: 'unauthorized',
    });
  }
  return user;
}

/**
 * Checks that the signed-in user may read, write or manage the advertiser: 401 without a session,
 * 404 `Advertiser not found` when not a member (so existence does not leak; admins open any
 * advertiser with role 1), 403 when writing with a view-only role (3, 4) or managing with a role
 * other than 1 or 2.
 */
export async function requireAdvertiser(
  c: Context<AppEnv>,
  advertiserUuid: string,
  mode: AccessMode,
): Promise<AdvertiserAccess> {
  const user = requireUser(c);
  const uuid = parseUuid(advertiserUuid, 'advertiser id');
  let role: Role;
  if (user.admin) {
    const { rows } = await c.get('db').query('SELECT 1 FROM advertisers WHERE uuid = $1', [uuid]);
    if (rows.length === 0) throw new HttpError(404, 'Advertiser not found');
    role = ADMIN_ROLE;
  } else {
    const membership = user.roles[uuid] as Role | undefined;
    if (membership === undefined) throw new HttpError(404, 'Advertiser not found');
    role = membership;
  }
  if (mode === 'write' && !WRITE_ROLES.has(role)) {
    throw new HttpError(403, 'Your role on this advertiser is view-only', {
      hardRefresh: false,
      showToast: false,
    });
  }
  if (mode === 'manage' && !canManageAccount(role, user.admin)) {
    throw new HttpError(
      403,
      'Only roles 1 and 2 of this advertiser manage its team, billing, payment methods and integrations',
      { hardRefresh: false, showToast: false },
    );
  }
  return { advertiserUuid: uuid, role, isAdmin: user.admin };
}

/**
 * The advertiser named by the path parameter `param` (`:id` unless said), once the user may
 * read, write or manage it (see {@link requireAdvertiser}); 400 when it is not a uuid.
 */
export function pathAdvertiser(
  c: Context<AppEnv>,
  mode: AccessMode,
  param = 'id',
  name = 'advertiser id',
): Promise<AdvertiserAccess> {
  return requireAdvertiser(c, parseUuid(c.req.param(param), name), mode);
}

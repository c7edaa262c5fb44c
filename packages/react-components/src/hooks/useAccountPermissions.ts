import { canChangeRole, canGrantRole, canManageAccount } from '@earshot/validators';
import { useMemo } from 'react';
import { useCurrentUser } from './resources/users.ts';

/** What the signed-in user may do with one advertiser's account, as {@link useAccountPermissions} tells. */
export interface AccountPermissions {
  /** Whether the user may change the team, billing information, payment methods and integrations. */
  canManage: boolean;
  /** Whether the user may change this member's role (never their own). */
  canChangeRoleOf(memberUserId: string): boolean;
  /** Whether the user may invite someone with this role, or remove a member who has it (role 1 needs role 1 or an admin). */
  canGrant(role: number): boolean;
}

/**
 * The signed-in user's permissions on the advertiser's team, billing, payment methods and
 * integrations, decided by `@earshot/validators` exactly as the API decides them (roles 1 and 2 and
 * admins manage; only role 1 or an admin changes another member's role). Until the user is known
 * nothing is allowed, so no control the server would refuse is ever enabled.
 */
export function useAccountPermissions(advertiserId: string): AccountPermissions {
  const user = useCurrentUser().data;
  // One object while the user is unchanged, so that lists depending on it render again only then.
  return useMemo(() => {
    const role = user?.advertisers.find((advertiser) => advertiser.uuid === advertiserId)?.user_role;
    const isAdmin = user?.admin === true;
    return {
      canManage: user !== undefined && canManageAccount(role, isAdmin),
      canChangeRoleOf: (memberUserId: string) =>
        user !== undefined &&
        canChangeRole({ actorRole: role, actorIsAdmin: isAdmin, actorUserId: user.id, memberUserId }),
      canGrant: (granted: number) =>
        user !== undefined && canGrantRole({ actorRole: role, actorIsAdmin: isAdmin }, granted),
    };
  }, [user, advertiserId]);
}

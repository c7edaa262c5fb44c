import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canChangeRole,
  canEdit,
  canGrantRole,
  canManageAccount,
  isAdminEmail,
  isCpaUser,
  roleChangeRefusal,
  shouldFetchOnboardingProgress,
} from './permissions.ts';

describe('permissions (spec §6)', () => {
  it.each([
    [1, true],
    [2, true],
    [3, false],
    [4, false],
    [7, false],
    [0, false],
    [undefined, false],
    [null, false],
  ])('canEdit(%j) is %j', (role, expected) => {
    expect(canEdit(role)).toBe(expected);
  });

  describe('team, billing, payment methods and integrations', () => {
    it.each([
      [1, false, true],
      [2, false, true],
      [3, false, false],
      [4, false, false],
      [7, false, false],
      [undefined, false, false],
      [null, false, false],
      [3, true, true],
      [undefined, true, true],
    ])('canManageAccount(%j, admin %j) is %j', (role, isAdmin, expected) => {
      expect(canManageAccount(role, isAdmin)).toBe(expected);
    });

    it('leaves admins out by default', () => {
      expect(canManageAccount(7)).toBe(false);
    });
  });

  describe('changing a member’s role', () => {
    const self = 'user-self';
    const other = 'user-other';

    it.each([
      [1, false, other, null],
      [2, false, other, 'role'],
      [3, false, other, 'role'],
      [4, false, other, 'role'],
      [7, false, other, 'role'],
      [undefined, false, other, 'role'],
      [undefined, true, other, null],
      [7, true, other, null],
      [1, false, self, 'own'],
      [1, true, self, 'own'],
      [2, false, self, 'role'],
    ])('role %j (admin %j) changing %s’s role: %j', (actorRole, actorIsAdmin, memberUserId, expected) => {
      const change = { actorRole, actorIsAdmin, actorUserId: self, memberUserId };
      expect(roleChangeRefusal(change)).toBe(expected);
      expect(canChangeRole(change)).toBe(expected === null);
    });

    it('refuses when the asking user is not known yet', () => {
      const change = { actorRole: 1, actorIsAdmin: false, actorUserId: undefined, memberUserId: other };
      expect(roleChangeRefusal(change)).toBe('own');
    });
  });

  describe('giving or taking away a role by inviting or removing a member', () => {
    it.each([
      [1, false, 1, true],
      [1, false, 2, true],
      [2, false, 1, false],
      [2, false, 2, true],
      [2, false, 3, true],
      [3, false, 3, false],
      [4, false, 3, false],
      [7, false, 3, false],
      [7, false, 1, false],
      [undefined, true, 1, true],
      [undefined, false, 3, false],
    ])('role %j (admin %j) and role %j: %j', (actorRole, actorIsAdmin, role, expected) => {
      expect(canGrantRole({ actorRole, actorIsAdmin }, role)).toBe(expected);
    });
  });

  it.each([
    [7, true],
    [1, false],
    [4, false],
    [undefined, false],
  ])('isCpaUser(%j) is %j', (role, expected) => {
    expect(isCpaUser(role)).toBe(expected);
  });

  it.each([
    [{ onboarded: false, user_role: 1 }, true],
    [{ onboarded: false, user_role: 3 }, true],
    [{ onboarded: false, user_role: 4 }, false],
    [{ onboarded: false, user_role: 7 }, false],
    [{ onboarded: true, user_role: 1 }, false],
    [null, false],
    [undefined, false],
  ])('shouldFetchOnboardingProgress(%j) is %j', (advertiser, expected) => {
    expect(shouldFetchOnboardingProgress(advertiser)).toBe(expected);
  });

  describe('isAdminEmail', () => {
    const teamDomains = ['earshot.fm', 'earshot.io'];

    it.each([
      ['ops@earshot.fm', true],
      ['Ops@EARSHOT.IO', true],
      ['ops@earshot.fm.evil.com', false],
      ['ops@sub.earshot.fm', false],
      ['earshot.fm@acme.com', false],
      ['ops@', false],
      ['@earshot.fm', false],
      ['', false],
      [' ', false],
    ])('%j → %j', (email, expected) => {
      expect(isAdminEmail(email, teamDomains)).toBe(expected);
    });

    it('makes nobody an admin when no team domains are configured', () => {
      expect(isAdminEmail('ops@earshot.fm', [])).toBe(false);
    });

    it('is total', () => {
      fc.assert(
        fc.property(fc.anything(), fc.anything(), (email, domains) => {
          expect(typeof isAdminEmail(email as string, domains as string[])).toBe('boolean');
        }),
      );
    });
  });
});

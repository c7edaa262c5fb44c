import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canEdit, isAdminEmail, isCpaUser, shouldFetchOnboardingProgress } from './permissions.ts';

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

import { describe, expect, it } from 'vitest';
import {
  canDismiss,
  canSnooze,
  isOnboardingComplete,
  isOnboardingVisible,
  isPixelVerified,
  isSnoozed,
  isViewRequired,
  onboardingStepStatus,
  shouldFetchProgress,
  shouldRecordCompleted,
  snoozeCount,
} from '../src/index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-11-22T12:00:00Z');
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
const event = (name: string, msAgo = DAY) => ({ name, created_at: at(msAgo) });
const fresh = { onboarded: false, user_role: 1 };

describe('onboarding rules', () => {
  it('starts with every step incomplete', () => {
    expect(onboardingStepStatus([])).toEqual({ pixel: false, creative: false, campaign: false });
  });

  it('marks steps done from server events', () => {
    expect(onboardingStepStatus([event('pixel'), event('campaign'), event('payment')])).toEqual({
      pixel: true,
      creative: false,
      campaign: true,
    });
  });

  it('is complete when all steps are done, and then records completed once', () => {
    const allDone = [event('pixel'), event('creative'), event('campaign')];
    expect(isOnboardingComplete(allDone)).toBe(true);
    expect(shouldRecordCompleted(allDone)).toBe(true);
    expect(shouldRecordCompleted([...allDone, event('completed')])).toBe(false);
    expect(shouldRecordCompleted([event('pixel')])).toBe(false);
  });

  it('is complete when a completed event exists even with steps missing', () => {
    expect(isOnboardingComplete([event('completed')])).toBe(true);
    expect(isOnboardingComplete([event('pixel'), event('creative')])).toBe(false);
  });

  it('offers snoozing up to 4 times, then dismissing', () => {
    const three = [event('snooze'), event('snooze'), event('snooze')];
    expect(snoozeCount(three)).toBe(3);
    expect(canSnooze(three)).toBe(true);
    expect(canDismiss(three)).toBe(false);
    const four = [...three, event('snooze')];
    expect(canSnooze(four)).toBe(false);
    expect(canDismiss(four)).toBe(true);
  });

  it('a snooze hides onboarding for 7 days', () => {
    expect(isSnoozed([event('snooze', 7 * DAY - 1)], NOW)).toBe(true);
    expect(isSnoozed([event('snooze', 7 * DAY)], NOW)).toBe(false);
    expect(isOnboardingVisible(fresh, [event('snooze', DAY)], NOW)).toBe(false);
    expect(isOnboardingVisible(fresh, [event('snooze', 8 * DAY)], NOW)).toBe(true);
  });

  it('is shown only for advertisers not onboarded, not complete, not dismissed, snoozed at most 4 times', () => {
    expect(isOnboardingVisible(fresh, [], NOW)).toBe(true);
    expect(isOnboardingVisible({ ...fresh, onboarded: true }, [], NOW)).toBe(false);
    expect(isOnboardingVisible(null, [], NOW)).toBe(false);
    expect(isOnboardingVisible(fresh, [event('completed')], NOW)).toBe(false);
    expect(isOnboardingVisible(fresh, [event('dismiss')], NOW)).toBe(false);
    const oldSnoozes = (n: number) => Array.from({ length: n }, () => event('snooze', 30 * DAY));
    expect(isOnboardingVisible(fresh, oldSnoozes(4), NOW)).toBe(true);
    expect(isOnboardingVisible(fresh, oldSnoozes(5), NOW)).toBe(false);
  });

  it('requires the view again 18 hours after it was last viewed', () => {
    expect(isViewRequired([], NOW)).toBe(true);
    expect(isViewRequired([event('view', 18 * HOUR - 1)], NOW)).toBe(false);
    expect(isViewRequired([event('view', 30 * HOUR), event('view', 18 * HOUR)], NOW)).toBe(true);
    expect(isViewRequired([event('view', 30 * HOUR), event('view', HOUR)], NOW)).toBe(false);
  });

  it('verifies the pixel when the advertiser has at least one event type', () => {
    expect(isPixelVerified([])).toBe(false);
    expect(isPixelVerified(undefined)).toBe(false);
    expect(isPixelVerified([{ name: 'page_view' }])).toBe(true);
  });

  it('fetches progress for an active, not onboarded advertiser with a role below reporting', () => {
    expect(shouldFetchProgress(fresh)).toBe(true);
    expect(shouldFetchProgress({ onboarded: false, user_role: 3 })).toBe(true);
    expect(shouldFetchProgress({ onboarded: false, user_role: 4 })).toBe(false);
    expect(shouldFetchProgress({ onboarded: true, user_role: 1 })).toBe(false);
    expect(shouldFetchProgress(null)).toBe(false);
  });
});

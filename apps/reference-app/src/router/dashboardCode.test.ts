import { createMemoryTokenStore } from '@earshot/sdk-core';
import { describe, expect, it } from 'vitest';
import { isDashboardVisit } from './dashboardCode.ts';

describe('isDashboardVisit', () => {
  it('is a load of an advertiser’s dashboard with a session, as the router matches it', () => {
    const session = createMemoryTokenStore('a-session-token');
    for (const path of [
      '/acme-audio.com/dashboard',
      '/acme-audio.com/dashboard/',
      '/ACME-AUDIO.COM/Dashboard',
    ]) {
      expect(isDashboardVisit(path, session)).toBe(true);
    }
  });

  it('leaves a visitor without a session, and every other path, to the router', () => {
    expect(isDashboardVisit('/acme-audio.com/dashboard', createMemoryTokenStore())).toBe(false);
    const session = createMemoryTokenStore('a-session-token');
    for (const path of [
      '/',
      '/dashboard',
      '/acme-audio.com',
      '/acme-audio.com/campaigns',
      '/a/dashboard/x',
      '/login',
    ]) {
      expect(isDashboardVisit(path, session)).toBe(false);
    }
  });
});

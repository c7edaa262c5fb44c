import { createMemoryTokenStore } from '@earshot/sdk-core';
import { describe, expect, it } from 'vitest';
import { isLoginVisit } from './isLoginVisit.ts';

describe('isLoginVisit', () => {
  it('is a logged-out load of /login, with or without a trailing slash', () => {
    expect(isLoginVisit('/login', createMemoryTokenStore())).toBe(true);
    expect(isLoginVisit('/login/', createMemoryTokenStore())).toBe(true);
  });

  it('leaves a visitor with a session, and every other path, to the whole app', () => {
    expect(isLoginVisit('/login', createMemoryTokenStore('a-session-token'))).toBe(false);
    for (const path of ['/', '/signup', '/login-help', '/acme-audio.com/login', '/authenticate']) {
      expect(isLoginVisit(path, createMemoryTokenStore())).toBe(false);
    }
  });
});

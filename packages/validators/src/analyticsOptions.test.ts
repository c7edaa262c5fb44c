import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeAnalyticsOptions } from './analyticsOptions.ts';

const defaults = normalizeAnalyticsOptions();

describe('normalizeAnalyticsOptions (spec §5, §9)', () => {
  it('fills every option with its default', () => {
    expect(defaults).toEqual({
      writeKey: null,
      dataPlaneUrl: null,
      storageType: 'cookieStorage',
      residency: 'US',
      preConsentStorage: 'none',
      preConsentDelivery: 'immediate',
      sessionTimeoutMs: 1_800_000,
      autoTrackSessions: true,
      sessionId: null,
      consentManager: null,
      logLevel: 'ERROR',
      sameSite: 'Lax',
      cookieMaxAgeMs: 31_536_000_000,
      requestTimeoutMs: 10_000,
      scriptLoadTimeoutMs: 10_000,
      dataPlaneBufferTimeoutMs: 10_000,
      polyfillLoadTimeoutMs: 10_000,
      debounceMs: 250,
      storageEncryptionVersion: 'v3',
    });
  });

  it('keeps valid values', () => {
    const options = normalizeAnalyticsOptions({
      writeKey: 'wk_123',
      dataPlaneUrl: 'https://dp.acme-audio.com',
      storageType: 'sessionStorage',
      residency: 'EU',
      preConsentStorage: 'anonymousId',
      preConsentDelivery: 'buffer',
      sessionTimeoutMs: 60_000,
      sessionId: 1_732_300_000_000,
      consentManager: 'ketch',
      logLevel: 'DEBUG',
      sameSite: 'Strict',
    });
    expect(options).toMatchObject({
      writeKey: 'wk_123',
      dataPlaneUrl: 'https://dp.acme-audio.com',
      storageType: 'sessionStorage',
      residency: 'EU',
      preConsentStorage: 'anonymousId',
      preConsentDelivery: 'buffer',
      sessionTimeoutMs: 60_000,
      sessionId: 1_732_300_000_000,
      consentManager: 'ketch',
      logLevel: 'DEBUG',
      sameSite: 'Strict',
    });
  });

  it('replaces each invalid value by its default', () => {
    const options = normalizeAnalyticsOptions({
      writeKey: '   ',
      dataPlaneUrl: 'not a url',
      storageType: 'indexedDB',
      residency: 'APAC',
      preConsentStorage: 'cookie',
      preConsentDelivery: 'later',
      sessionTimeoutMs: -5,
      sessionId: 123,
      consentManager: 'cookiebot',
      logLevel: 'verbose',
      sameSite: 'lax',
      requestTimeoutMs: Number.NaN,
      cookieMaxAgeMs: 0,
    });
    expect(options).toEqual(defaults);
  });

  it('turns off automatic session tracking when the session timeout is 0', () => {
    expect(normalizeAnalyticsOptions({ sessionTimeoutMs: 0 })).toMatchObject({
      sessionTimeoutMs: 0,
      autoTrackSessions: false,
    });
  });

  it('never throws and always returns valid values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.object()), (input) => {
        const options = normalizeAnalyticsOptions(input as Parameters<typeof normalizeAnalyticsOptions>[0]);
        expect(Object.keys(options).sort()).toEqual(Object.keys(defaults).sort());
        expect(options.sessionTimeoutMs).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

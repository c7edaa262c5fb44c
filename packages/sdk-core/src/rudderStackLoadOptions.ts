import type { AnalyticsOptions } from '@earshot/validators';

/**
 * The `@rudderstack/analytics-js` (v3) load options {@link toRudderStackLoadOptions} sets, a subset of
 * the SDK's `LoadOptions`, spelled out here because the SDK's declarations import a package it does
 * not declare, which would fail an embedder's type check (`test/analytics.test-d.ts` checks the fit).
 */
export interface RudderStackLoadOptions {
  logLevel: AnalyticsOptions['logLevel'];
  sessions: { autoTrack: boolean; timeout: number };
  storage: {
    type: AnalyticsOptions['storageType'];
    encryption: { version: AnalyticsOptions['storageEncryptionVersion'] };
    cookie: { maxage: number; samesite: AnalyticsOptions['sameSite'] };
  };
  sameSiteCookie: AnalyticsOptions['sameSite'];
  dataPlaneEventsBufferTimeout: number;
  consentManagement:
    | { enabled: false }
    | { enabled: true; provider: NonNullable<AnalyticsOptions['consentManager']> };
  preConsent: {
    enabled: boolean;
    storage: { strategy: AnalyticsOptions['preConsentStorage'] };
    events: { delivery: AnalyticsOptions['preConsentDelivery'] };
  };
}

/**
 * Maps the normalized options of spec §9 onto `@rudderstack/analytics-js` (v3) load options:
 * log level, sessions (timeout, automatic tracking, off for a manual session id), storage (type,
 * encryption version, cookie max age and same-site), same-site cookie, data plane buffer timeout,
 * consent manager and pre-consent behaviour. The manual session id itself is started with
 * `startSession` after `load`; the options the SDK fixes itself are listed by
 * {@link unappliedAnalyticsOptions}.
 */
export function toRudderStackLoadOptions(options: AnalyticsOptions): RudderStackLoadOptions {
  return {
    logLevel: options.logLevel,
    sessions: {
      // A manual session id replaces automatic session tracking (spec §5).
      autoTrack: options.autoTrackSessions && options.sessionId === null,
      timeout: options.sessionTimeoutMs,
    },
    storage: {
      type: options.storageType,
      encryption: { version: options.storageEncryptionVersion },
      cookie: { maxage: options.cookieMaxAgeMs, samesite: options.sameSite },
    },
    sameSiteCookie: options.sameSite,
    dataPlaneEventsBufferTimeout: options.dataPlaneBufferTimeoutMs,
    consentManagement: options.consentManager
      ? { enabled: true, provider: options.consentManager }
      : { enabled: false },
    preConsent: {
      enabled: options.preConsentStorage !== 'none' || options.preConsentDelivery !== 'immediate',
      storage: { strategy: options.preConsentStorage },
      events: { delivery: options.preConsentDelivery },
    },
  };
}

/**
 * Spec §9 options the SDK v3 has no load option for: it applies these values itself (its request,
 * script and polyfill load timeouts, its debounce) or, for residency, delivers wherever
 * `dataPlaneUrl` points.
 */
const FIXED_BY_SDK = {
  requestTimeoutMs: 10_000,
  scriptLoadTimeoutMs: 10_000,
  polyfillLoadTimeoutMs: 10_000,
  debounceMs: 250,
  residency: 'US',
} as const satisfies Partial<AnalyticsOptions>;

/**
 * The configured options the SDK cannot apply, each with what to do instead: values other than the
 * ones the SDK fixes itself. Empty with the spec's defaults.
 */
export function unappliedAnalyticsOptions(options: AnalyticsOptions): string[] {
  const unapplied: string[] = [];
  for (const [name, fixed] of Object.entries(FIXED_BY_SDK)) {
    const value = options[name as keyof typeof FIXED_BY_SDK];
    if (value === fixed) continue;
    unapplied.push(
      name === 'residency'
        ? `Analytics residency '${value}' is not applied: the SDK delivers to dataPlaneUrl, so set it to your ${value} data plane`
        : `Analytics option ${name} (${value}) is not applied: the SDK always uses ${fixed}`,
    );
  }
  return unapplied;
}

/** Where the analytics SDK may keep its state (spec §5). */
export const ANALYTICS_STORAGE_TYPES = [
  'localStorage',
  'memoryStorage',
  'cookieStorage',
  'sessionStorage',
  'none',
] as const;

/** Data residency regions of the analytics service (spec §5, §9). */
export const ANALYTICS_RESIDENCIES = ['US', 'EU'] as const;

/** What the analytics SDK may store before consent is given (spec §5). */
export const ANALYTICS_PRE_CONSENT_STORAGE = ['none', 'session', 'anonymousId'] as const;

/** How events are delivered before consent is given (spec §5). */
export const ANALYTICS_PRE_CONSENT_DELIVERY = ['immediate', 'buffer'] as const;

/** Supported consent managers (spec §5). */
export const ANALYTICS_CONSENT_MANAGERS = ['oneTrust', 'ketch', 'custom'] as const;

/** Cookie same-site values (spec §9). */
export const ANALYTICS_SAME_SITE = ['Strict', 'Lax', 'None'] as const;

/** Log levels of the analytics SDK. */
export const ANALYTICS_LOG_LEVELS = ['LOG', 'INFO', 'DEBUG', 'WARN', 'ERROR', 'NONE'] as const;

/** Analytics defaults (spec §9). Durations in milliseconds. */
export const ANALYTICS_DEFAULTS = {
  requestTimeoutMs: 10_000,
  scriptLoadTimeoutMs: 10_000,
  /** Session timeout: 30 minutes; 0 disables automatic session tracking. */
  sessionTimeoutMs: 1_800_000,
  /** Recommended smallest non-zero session timeout: 10 seconds. */
  minSessionTimeoutMs: 10_000,
  dataPlaneBufferTimeoutMs: 10_000,
  debounceMs: 250,
  logLevel: 'ERROR',
  storageType: 'cookieStorage',
  sameSite: 'Lax',
  storageEncryptionVersion: 'v3',
  /** Cookie maximum age: one year. */
  cookieMaxAgeMs: 31_536_000_000,
  polyfillLoadTimeoutMs: 10_000,
  residency: 'US',
  preConsentStorage: 'none',
  preConsentDelivery: 'immediate',
} as const;

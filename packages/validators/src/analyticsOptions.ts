import {
  ANALYTICS_CONSENT_MANAGERS,
  ANALYTICS_DEFAULTS,
  ANALYTICS_LOG_LEVELS,
  ANALYTICS_PRE_CONSENT_DELIVERY,
  ANALYTICS_PRE_CONSENT_STORAGE,
  ANALYTICS_RESIDENCIES,
  ANALYTICS_SAME_SITE,
  ANALYTICS_STORAGE_TYPES,
} from './constants/analytics.ts';
import { isManualSessionId } from './rules/isManualSessionId.ts';
import { isUrl } from './rules/isUrl.ts';

/** Analytics options as an embedder may pass them; every field optional and checked at run time. */
export interface AnalyticsOptionsInput {
  /** Write key of the analytics source. @default null (analytics off) */
  writeKey?: unknown;
  /** URL events are delivered to. @default null (the service's own) */
  dataPlaneUrl?: unknown;
  /** @default 'cookieStorage' */
  storageType?: unknown;
  /** @default 'US' */
  residency?: unknown;
  /** @default 'none' */
  preConsentStorage?: unknown;
  /** @default 'immediate' */
  preConsentDelivery?: unknown;
  /** Session timeout in ms; 0 disables automatic session tracking. @default 1800000 */
  sessionTimeoutMs?: unknown;
  /** Manual session id of at least 10 digits. @default null */
  sessionId?: unknown;
  /** @default null (no consent manager) */
  consentManager?: unknown;
  /** @default 'ERROR' */
  logLevel?: unknown;
  /** @default 'Lax' */
  sameSite?: unknown;
  /** @default 31536000000 (one year) */
  cookieMaxAgeMs?: unknown;
  /** @default 10000 */
  requestTimeoutMs?: unknown;
  /** @default 10000 */
  scriptLoadTimeoutMs?: unknown;
  /** @default 10000 */
  dataPlaneBufferTimeoutMs?: unknown;
  /** @default 10000 */
  polyfillLoadTimeoutMs?: unknown;
  /** @default 250 */
  debounceMs?: unknown;
}

/** Analytics options with every value valid; what {@link normalizeAnalyticsOptions} returns. */
export interface AnalyticsOptions {
  writeKey: string | null;
  dataPlaneUrl: string | null;
  storageType: (typeof ANALYTICS_STORAGE_TYPES)[number];
  residency: (typeof ANALYTICS_RESIDENCIES)[number];
  preConsentStorage: (typeof ANALYTICS_PRE_CONSENT_STORAGE)[number];
  preConsentDelivery: (typeof ANALYTICS_PRE_CONSENT_DELIVERY)[number];
  sessionTimeoutMs: number;
  /** `false` when the session timeout is 0 (spec §5). */
  autoTrackSessions: boolean;
  sessionId: number | string | null;
  consentManager: (typeof ANALYTICS_CONSENT_MANAGERS)[number] | null;
  logLevel: (typeof ANALYTICS_LOG_LEVELS)[number];
  sameSite: (typeof ANALYTICS_SAME_SITE)[number];
  cookieMaxAgeMs: number;
  requestTimeoutMs: number;
  scriptLoadTimeoutMs: number;
  dataPlaneBufferTimeoutMs: number;
  polyfillLoadTimeoutMs: number;
  debounceMs: number;
  storageEncryptionVersion: typeof ANALYTICS_DEFAULTS.storageEncryptionVersion;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

function duration(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

function positiveDuration(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * Returns analytics options with every missing or invalid value replaced by its default (spec §5, §9):
 * storage type, residency, pre-consent storage and delivery, consent manager, log level and same-site
 * must be one of their listed values; the write key a non-empty string; the data plane URL a valid
 * URL; durations non-negative finite numbers (a session timeout of 0 turns off automatic session
 * tracking); a manual session id at least 10 digits. Never throws, whatever it is given.
 */
export function normalizeAnalyticsOptions(options?: AnalyticsOptionsInput | null): AnalyticsOptions {
  const input: AnalyticsOptionsInput = typeof options === 'object' && options !== null ? options : {};
  const d = ANALYTICS_DEFAULTS;
  const sessionTimeoutMs = duration(input.sessionTimeoutMs, d.sessionTimeoutMs);
  const sessionId = input.sessionId;
  return {
    writeKey: typeof input.writeKey === 'string' && input.writeKey.trim() !== '' ? input.writeKey : null,
    dataPlaneUrl:
      typeof input.dataPlaneUrl === 'string' && isUrl(input.dataPlaneUrl) ? input.dataPlaneUrl : null,
    storageType: oneOf(ANALYTICS_STORAGE_TYPES, input.storageType, d.storageType),
    residency: oneOf(ANALYTICS_RESIDENCIES, input.residency, d.residency),
    preConsentStorage: oneOf(ANALYTICS_PRE_CONSENT_STORAGE, input.preConsentStorage, d.preConsentStorage),
    preConsentDelivery: oneOf(ANALYTICS_PRE_CONSENT_DELIVERY, input.preConsentDelivery, d.preConsentDelivery),
    sessionTimeoutMs,
    autoTrackSessions: sessionTimeoutMs !== 0,
    sessionId:
      (typeof sessionId === 'number' || typeof sessionId === 'string') && isManualSessionId(sessionId)
        ? sessionId
        : null,
    consentManager: ANALYTICS_CONSENT_MANAGERS.find((item) => item === input.consentManager) ?? null,
    logLevel: oneOf(ANALYTICS_LOG_LEVELS, input.logLevel, d.logLevel),
    sameSite: oneOf(ANALYTICS_SAME_SITE, input.sameSite, d.sameSite),
    cookieMaxAgeMs: positiveDuration(input.cookieMaxAgeMs, d.cookieMaxAgeMs),
    requestTimeoutMs: positiveDuration(input.requestTimeoutMs, d.requestTimeoutMs),
    scriptLoadTimeoutMs: positiveDuration(input.scriptLoadTimeoutMs, d.scriptLoadTimeoutMs),
    dataPlaneBufferTimeoutMs: positiveDuration(input.dataPlaneBufferTimeoutMs, d.dataPlaneBufferTimeoutMs),
    polyfillLoadTimeoutMs: positiveDuration(input.polyfillLoadTimeoutMs, d.polyfillLoadTimeoutMs),
    debounceMs: duration(input.debounceMs, d.debounceMs),
    storageEncryptionVersion: d.storageEncryptionVersion,
  };
}

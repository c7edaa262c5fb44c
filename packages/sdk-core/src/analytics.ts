import {
  type AnalyticsOptions,
  type AnalyticsOptionsInput,
  normalizeAnalyticsOptions,
} from '@earshot/validators';
import type { ApiObject, IdentifyTraits, LoadOptions } from '@rudderstack/analytics-js';

/**
 * The calls the facade makes on the analytics SDK: the subset of `@rudderstack/analytics-js`'s
 * `RudderAnalytics` it needs. Tests pass a recording implementation of this interface.
 */
export interface AnalyticsSdk {
  load(writeKey: string, dataPlaneUrl: string, loadOptions?: Partial<LoadOptions>): void;
  identify(userId: string, traits?: IdentifyTraits | null): void;
  group(groupId: string, traits?: IdentifyTraits | null): void;
  page(name: string, properties?: ApiObject | null): void;
  track(event: string, properties?: ApiObject | null): void;
  reset(): void;
}

/** The user fields analytics reads. */
export interface AnalyticsUser {
  email: string;
  first_name: string;
  last_name: string;
  impersonate?: boolean;
}

/** The advertiser fields the company group payload reads (spec §3). */
export interface AnalyticsAdvertiser {
  uuid: string;
  name: string;
  url: string | null;
  user_role: number;
  onboarded: boolean;
}

/** Options of {@link createAnalytics}. */
export interface AnalyticsFacadeOptions {
  /** Analytics options, normalized with `normalizeAnalyticsOptions`; without a write key nothing is sent. */
  options: AnalyticsOptionsInput;
  /**
   * Loads the SDK; called once, on the first call that sends something.
   * @default a dynamic import of `@rudderstack/analytics-js/bundled`: the SDK with its plugins, so
   * delivery does not depend on fetching them from RudderStack's CDN at run time
   */
  loadSdk?: () => Promise<AnalyticsSdk>;
  /**
   * Where failures are logged; analytics failures are never shown (spec §8).
   * @default console
   */
  logger?: Pick<Console, 'error'>;
}

/** The analytics facade of spec §4. Every method resolves, even when the SDK fails. */
export interface Analytics {
  /** Identifies the user by e-mail; for admins and impersonating users it silences all analytics. */
  identify(user: AnalyticsUser, context: { isAdmin: boolean }): Promise<void>;
  /** Groups the user with the active advertiser; later events carry its uuid as `groupId`. */
  group(advertiser: AnalyticsAdvertiser): Promise<void>;
  /** Records a page view named after the route, with its path and the previous path as referrer. */
  page(name: string, properties: { path: string; referrer: string | null }): Promise<void>;
  /** Records an event with the active advertiser's `groupId`. */
  track(event: string, properties?: ApiObject): Promise<void>;
  /** Forgets user and advertiser (on logout) and lifts the admin silence. */
  reset(): Promise<void>;
}

async function loadRudderStack(): Promise<AnalyticsSdk> {
  const { RudderAnalytics } = await import('@rudderstack/analytics-js/bundled');
  return new RudderAnalytics();
}

/** Maps the normalized options onto the SDK's load options. */
export function toRudderStackLoadOptions(options: AnalyticsOptions): Partial<LoadOptions> {
  return {
    logLevel: options.logLevel,
    sessions: { autoTrack: options.autoTrackSessions, timeout: options.sessionTimeoutMs },
    storage: {
      type: options.storageType,
      encryption: { version: options.storageEncryptionVersion },
      cookie: { maxage: options.cookieMaxAgeMs, samesite: options.sameSite },
    },
    sameSiteCookie: options.sameSite,
    dataPlaneEventsBufferTimeout: options.dataPlaneBufferTimeoutMs,
    ...(options.consentManager
      ? { consentManagement: { enabled: true, provider: options.consentManager } }
      : {}),
    preConsent: {
      enabled: options.preConsentStorage !== 'none' || options.preConsentDelivery !== 'immediate',
      storage: { strategy: options.preConsentStorage },
      events: { delivery: options.preConsentDelivery },
    },
  };
}

/** Creates the analytics facade. Nothing is loaded or sent until a method is called. */
export function createAnalytics(facadeOptions: AnalyticsFacadeOptions): Analytics {
  const options = normalizeAnalyticsOptions(facadeOptions.options);
  const loadSdk = facadeOptions.loadSdk ?? loadRudderStack;
  const logger = facadeOptions.logger ?? console;
  let sdk: Promise<AnalyticsSdk> | null = null;
  let silenced = false;
  let groupId: string | null = null;

  const send = async (call: (sdk: AnalyticsSdk) => void) => {
    const { writeKey, dataPlaneUrl } = options;
    if (silenced || writeKey === null) return;
    try {
      sdk ??= loadSdk().then((loaded) => {
        loaded.load(writeKey, dataPlaneUrl ?? '', toRudderStackLoadOptions(options));
        return loaded;
      });
      call(await sdk);
    } catch (error) {
      logger.error('Analytics call failed', error);
    }
  };

  return {
    async identify(user, context) {
      silenced = context.isAdmin || user.impersonate === true;
      await send((s) =>
        s.identify(user.email, { email: user.email, first_name: user.first_name, last_name: user.last_name }),
      );
    },
    async group(advertiser) {
      groupId = advertiser.uuid;
      await send((s) =>
        s.group(advertiser.uuid, {
          group_type: 'company',
          name: advertiser.name,
          url: advertiser.url,
          userRole: advertiser.user_role,
          onboarded: advertiser.onboarded,
        }),
      );
    },
    page: (name, properties) => send((s) => s.page(name, { ...properties })),
    track: (event, properties = {}) =>
      send((s) => s.track(event, groupId === null ? properties : { ...properties, groupId })),
    async reset() {
      await send((s) => s.reset());
      silenced = false;
      groupId = null;
    },
  };
}

import { type AnalyticsOptionsInput, normalizeAnalyticsOptions } from '@earshot/validators';
import {
  type RudderStackLoadOptions,
  toRudderStackLoadOptions,
  unappliedAnalyticsOptions,
} from './rudderStackLoadOptions.ts';

/** A value of {@link AnalyticsProperties}. */
type AnalyticsValue = string | number | boolean | null | Date;

/**
 * The properties of an event or page view, or the traits of a user or group: RudderStack's
 * `ApiObject`, spelled out here because the SDK's own declarations import a package it does not
 * declare, which would fail an embedder's type check (`test/analytics.test-d.ts` keeps them equal).
 */
export type AnalyticsProperties = {
  [key: string]:
    | AnalyticsValue
    | AnalyticsProperties
    | (AnalyticsValue | AnalyticsProperties | undefined)[]
    | undefined;
};

/**
 * The calls the facade makes on the analytics SDK: the subset of `@rudderstack/analytics-js`'s
 * `RudderAnalytics` it needs. Tests pass a recording implementation of this interface.
 */
export interface AnalyticsSdk {
  load(writeKey: string, dataPlaneUrl: string, loadOptions?: RudderStackLoadOptions): void;
  identify(userId: string, traits?: AnalyticsProperties | null): void;
  group(groupId: string, traits?: AnalyticsProperties | null): void;
  page(name: string, properties?: AnalyticsProperties | null): void;
  track(event: string, properties?: AnalyticsProperties | null): void;
  reset(): void;
  startSession(sessionId?: number): void;
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
   * Hold every event until the app says who is there ({@link Analytics.identify} or
   * {@link Analytics.anonymous}), then send them, or drop them for admins and impersonation. An app
   * that loads its user after the first page view sets it, so not even that view leaves for an admin.
   * @default false (events leave at once, until an admin is identified)
   */
  waitForUser?: boolean;
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
  /**
   * Identifies the user by e-mail and sends the held events; for admins and impersonating users it
   * drops them and silences all analytics (spec §4).
   */
  identify(user: AnalyticsUser, context: { isAdmin: boolean }): Promise<void>;
  /** Nobody is logged in: the held events leave without a user. Keeps an admin's silence. */
  anonymous(): Promise<void>;
  /** Groups the user with the active advertiser; later events carry its uuid as `groupId`. */
  group(advertiser: AnalyticsAdvertiser): Promise<void>;
  /** Records a page view named after the route, with its path and the previous path as referrer. */
  page(name: string, properties: { path: string; referrer: string | null }): Promise<void>;
  /** Records an event with the active advertiser's `groupId`. */
  track(event: string, properties?: AnalyticsProperties): Promise<void>;
  /** Forgets user, advertiser and held events (on logout), lifts the admin silence and waits again. */
  reset(): Promise<void>;
}

async function loadRudderStack(): Promise<AnalyticsSdk> {
  const { RudderAnalytics } = await import('@rudderstack/analytics-js/bundled');
  return new RudderAnalytics();
}

/**
 * Who the events would be about: not known yet (events are held), someone they may be sent for, or
 * an admin or impersonating user, for whom nothing is sent.
 */
type Audience = 'waiting' | 'open' | 'silenced';

type SdkCall = (sdk: AnalyticsSdk) => void;

/** Events held while the user is unknown; a page that never learns who is there keeps only the latest. */
const MAX_HELD_EVENTS = 100;

/** Creates the analytics facade. Nothing is loaded or sent until a method is called. */
export function createAnalytics(facadeOptions: AnalyticsFacadeOptions): Analytics {
  const options = normalizeAnalyticsOptions(facadeOptions.options);
  const loadSdk = facadeOptions.loadSdk ?? loadRudderStack;
  const logger = facadeOptions.logger ?? console;
  const initialAudience: Audience = facadeOptions.waitForUser ? 'waiting' : 'open';
  let sdk: Promise<AnalyticsSdk> | null = null;
  let audience: Audience = initialAudience;
  let held: SdkCall[] = [];
  let groupId: string | null = null;

  const deliver = async (call: SdkCall) => {
    const { writeKey, dataPlaneUrl } = options;
    if (writeKey === null) return;
    try {
      sdk ??= loadSdk().then((loaded) => {
        for (const message of unappliedAnalyticsOptions(options)) logger.error(message);
        loaded.load(writeKey, dataPlaneUrl ?? '', toRudderStackLoadOptions(options));
        if (options.sessionId !== null) loaded.startSession(Number(options.sessionId));
        return loaded;
      });
      call(await sdk);
    } catch (error) {
      logger.error('Analytics call failed', error);
    }
  };
  const send = async (call: SdkCall) => {
    if (audience === 'silenced' || options.writeKey === null) return;
    if (audience === 'waiting') {
      held = [...held, call].slice(-MAX_HELD_EVENTS);
      return;
    }
    await deliver(call);
  };
  const open = async () => {
    audience = 'open';
    const calls = held;
    held = [];
    for (const call of calls) await deliver(call);
  };

  return {
    async identify(user, context) {
      if (context.isAdmin || user.impersonate === true) {
        audience = 'silenced';
        held = [];
        return;
      }
      audience = 'open';
      await deliver((s) =>
        s.identify(user.email, { email: user.email, first_name: user.first_name, last_name: user.last_name }),
      );
      await open();
    },
    async anonymous() {
      if (audience === 'waiting') await open();
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
    track(event, properties = {}) {
      const withGroup = groupId === null ? properties : { ...properties, groupId };
      return send((s) => s.track(event, withGroup));
    },
    async reset() {
      // The state changes before anything is sent, so no event of the next user slips in meanwhile.
      const wasOpen = audience === 'open';
      audience = initialAudience;
      held = [];
      groupId = null;
      if (wasOpen && sdk) await deliver((s) => s.reset());
    },
  };
}

import {
  MAX_SNOOZES,
  ONBOARDING_REVIEW_AFTER_MS,
  type OnboardingEventName,
  type OnboardingStep,
  SNOOZE_DURATION_MS,
  shouldFetchOnboardingProgress,
} from '@earshot/validators';

/** The fields of an onboarding event the rules read. */
export interface OnboardingEventLike {
  name: string;
  created_at: string;
}

/** The advertiser fields the onboarding rules read. */
export interface OnboardingAdvertiser {
  onboarded: boolean;
  user_role: number;
}

/** The three onboarding steps in order (spec §4). */
export const ONBOARDING_STEP_ORDER: readonly OnboardingStep[] = ['pixel', 'creative', 'campaign'];

/** The event recorded after a payment method is added (spec §4). */
export const PAYMENT_METHOD_ADDED_EVENT = 'payment' satisfies OnboardingEventName;

/** The event recorded after billing information is saved (spec §4). */
export const BILLING_INFO_SAVED_EVENT = 'billing' satisfies OnboardingEventName;

function times(events: readonly OnboardingEventLike[], name: OnboardingEventName): number[] {
  return events.filter((event) => event.name === name).map((event) => Date.parse(event.created_at));
}

function latest(events: readonly OnboardingEventLike[], name: OnboardingEventName): number | null {
  const found = times(events, name).filter((time) => !Number.isNaN(time));
  return found.length === 0 ? null : Math.max(...found);
}

/** Which steps are done: a step is done once the server recorded its event. */
export function onboardingStepStatus(
  events: readonly OnboardingEventLike[],
): Record<OnboardingStep, boolean> {
  const done = (step: OnboardingStep) => events.some((event) => event.name === step);
  return { pixel: done('pixel'), creative: done('creative'), campaign: done('campaign') };
}

/** Complete when every step is done or a 'completed' event exists. */
export function isOnboardingComplete(events: readonly OnboardingEventLike[]): boolean {
  const status = onboardingStepStatus(events);
  return ONBOARDING_STEP_ORDER.every((step) => status[step]) || events.some((e) => e.name === 'completed');
}

/** True when every step is done but no 'completed' event was recorded yet: record one, once. */
export function shouldRecordCompleted(events: readonly OnboardingEventLike[]): boolean {
  const status = onboardingStepStatus(events);
  return ONBOARDING_STEP_ORDER.every((step) => status[step]) && !events.some((e) => e.name === 'completed');
}

/** How often onboarding was snoozed. */
export function snoozeCount(events: readonly OnboardingEventLike[]): number {
  return times(events, 'snooze').length;
}

/** Snoozing is offered until the maximum of 4 snoozes is reached. */
export function canSnooze(events: readonly OnboardingEventLike[]): boolean {
  return snoozeCount(events) < MAX_SNOOZES;
}

/** After 4 snoozes a dismiss option shows instead. */
export function canDismiss(events: readonly OnboardingEventLike[]): boolean {
  return snoozeCount(events) >= MAX_SNOOZES;
}

/** True while the last snooze is under 7 days old. */
export function isSnoozed(events: readonly OnboardingEventLike[], now: number): boolean {
  const last = latest(events, 'snooze');
  return last !== null && now - last < SNOOZE_DURATION_MS;
}

/**
 * Whether onboarding is shown (spec §4): the advertiser is not onboarded, onboarding is neither
 * complete nor dismissed, it was snoozed at most 4 times, and no snooze of the last 7 days hides it.
 */
export function isOnboardingVisible(
  advertiser: OnboardingAdvertiser | null | undefined,
  events: readonly OnboardingEventLike[],
  now: number,
): boolean {
  if (!advertiser || advertiser.onboarded) return false;
  if (isOnboardingComplete(events) || events.some((event) => event.name === 'dismiss')) return false;
  return snoozeCount(events) <= MAX_SNOOZES && !isSnoozed(events, now);
}

/** The onboarding view is required again 18 hours after it was last viewed (or when never viewed). */
export function isViewRequired(events: readonly OnboardingEventLike[], now: number): boolean {
  const last = latest(events, 'view');
  return last === null || now - last >= ONBOARDING_REVIEW_AFTER_MS;
}

/** Pixel verification passes when the advertiser has at least one event type. */
export function isPixelVerified(eventTypes: readonly unknown[] | null | undefined): boolean {
  return (eventTypes?.length ?? 0) >= 1;
}

/**
 * Progress is fetched whenever an active advertiser exists, is not onboarded and the user's role on it
 * is below the reporting role.
 */
export function shouldFetchProgress(advertiser: OnboardingAdvertiser | null | undefined): boolean {
  return shouldFetchOnboardingProgress(advertiser);
}

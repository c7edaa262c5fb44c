import {
  canDismiss,
  canSnooze,
  isOnboardingVisible,
  isPixelVerified,
  isViewRequired,
  type OnboardingAdvertiser,
  onboardingStepStatus,
  shouldFetchProgress,
  shouldRecordCompleted,
  snoozeCount,
} from '@earshot/sdk-core';
import { canEdit, MAX_SNOOZES, SNOOZE_DURATION_MS } from '@earshot/validators';
import { useEffect, useRef } from 'react';
import { useEventTypes } from '../hooks/resources/metrics.ts';
import { useCreateOnboardingEvent, useOnboardingEvents } from '../hooks/resources/onboarding.ts';
import { usePixel } from '../hooks/resources/pixel.ts';

/** The advertiser the checklist is about: its uuid and the fields the onboarding rules read. */
export interface OnboardingChecklistAdvertiser extends OnboardingAdvertiser {
  uuid: string;
}

/**
 * Where the checklist shows: as a reminder (the dashboard), which the rules hide while snoozed,
 * dismissed or complete; or on a page of its own (route onboarding), which keeps the steps then.
 */
export type OnboardingChecklistPlacement = 'reminder' | 'page';

/** An event the checklist records on its own (spec §4), not from something the user pressed. */
export interface AutomaticOnboardingRecord {
  advertiserId: string;
  /** 'view' when the checklist shows and none was recorded in 18 hours; 'completed' once every step is done. */
  name: 'view' | 'completed';
}

/** Options of {@link useOnboardingChecklist}. */
export interface OnboardingChecklistOptions {
  /** Called once the 'completed' event was recorded. */
  onCompleted?: (() => void) | undefined;
  placement?: OnboardingChecklistPlacement | undefined;
  /** Records the automatic events; with false, none is. @default true */
  recordsAutomatically?: boolean | undefined;
  /** Called with each automatic event as it is sent. */
  onAutomaticRecord?: ((record: AutomaticOnboardingRecord) => void) | undefined;
}

/** When the last snooze stops hiding the reminder, while it does; `null` otherwise. */
function snoozedUntil(events: readonly { name: string; created_at: string }[], now: number): Date | null {
  const snoozes = events
    .filter((event) => event.name === 'snooze')
    .map((event) => Date.parse(event.created_at));
  const until = Math.max(...snoozes.filter((time) => !Number.isNaN(time))) + SNOOZE_DURATION_MS;
  return until > now ? new Date(until) : null;
}

/**
 * The onboarding checklist's state from the §4 rules of sdk-core: progress is fetched only when the
 * rules say, the pixel is verified from the event types, the 'completed' event is recorded once when
 * every step is done, and a 'view' is recorded whenever the checklist shows and a view is required
 * (both unless `recordsAutomatically` is false, each told to `onAutomaticRecord`).
 */
export function useOnboardingChecklist(
  advertiser: OnboardingChecklistAdvertiser | null | undefined,
  {
    onCompleted,
    placement = 'reminder',
    recordsAutomatically = true,
    onAutomaticRecord,
  }: OnboardingChecklistOptions = {},
) {
  const advertiserId = shouldFetchProgress(advertiser) ? advertiser?.uuid : null;
  const events = useOnboardingEvents(advertiserId);
  const list = events.data ?? [];
  const now = Date.now();
  const visible = events.isSuccess && isOnboardingVisible(advertiser, list, now);
  const stepsShown = visible || (placement === 'page' && events.isSuccess);
  const steps = onboardingStepStatus(list);
  const pixelPending = stepsShown && !steps.pixel ? advertiserId : null;
  const eventTypes = useEventTypes(pixelPending);
  const pixel = usePixel(pixelPending);
  const automatic = useCreateOnboardingEvent();
  const chosen = useCreateOnboardingEvent();
  const recorded = useRef(new Set<string>());
  const onCompletedRef = useRef(onCompleted);
  onCompletedRef.current = onCompleted;
  const onRecordRef = useRef(onAutomaticRecord);
  onRecordRef.current = onAutomaticRecord;

  const completedDue = events.isSuccess && shouldRecordCompleted(list) && canEdit(advertiser?.user_role);
  const viewDue = visible && isViewRequired(list, now);
  const { mutate } = automatic;
  useEffect(() => {
    const name = completedDue ? 'completed' : viewDue ? 'view' : null;
    if (!recordsAutomatically || !advertiserId || !name) return;
    if (recorded.current.has(`${advertiserId}:${name}`)) return;
    recorded.current.add(`${advertiserId}:${name}`);
    onRecordRef.current?.({ advertiserId, name });
    mutate({ advertiserId, name }, { onSuccess: () => name === 'completed' && onCompletedRef.current?.() });
  }, [advertiserId, completedDue, viewDue, mutate, recordsAutomatically]);

  return {
    /** Whether progress is fetched at all (spec §4). */
    enabled: advertiserId != null,
    events,
    /** Whether the rules show the checklist (spec §4): only then are snooze and dismiss offered. */
    visible,
    /** Whether the steps show: while visible, and always on a page of their own. */
    stepsShown,
    /** Until when a snooze hides the reminder, while one does. */
    snoozedUntil: snoozedUntil(list, now),
    /** Whether the reminders were dismissed for good. */
    dismissed: list.some((event) => event.name === 'dismiss'),
    steps,
    eventTypes,
    pixel,
    pixelVerified: isPixelVerified(eventTypes.data),
    reverify: () => Promise.all([eventTypes.refetch(), pixel.refetch(), events.refetch()]),
    canSnooze: canSnooze(list),
    snoozesLeft: Math.max(0, MAX_SNOOZES - snoozeCount(list)),
    canDismiss: canDismiss(list),
    record: (name: 'snooze' | 'dismiss') => {
      if (advertiserId) chosen.mutate({ advertiserId, name });
    },
    isRecording: chosen.isPending,
  };
}
